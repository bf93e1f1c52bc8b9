// Plugins/PluginsShared is compiled into every plugin of the package, through a symbolic link
// in each plugin's folder: a plugin target cannot depend on a library.

import Foundation

/// The `segue` command lines the plugins run. The user's options (`extra`) come after the
/// plugin's, and an option the user gives replaces the plugin's choice.
enum SegueArguments {
  /// `segue generate` for `module`, with `sources` (Swift files or folders) telling which
  /// classes inherit from which, writing a file per storyboard into `outputDirectory` (nil when
  /// `extra` names the output).
  static func generate(
    storyboards: [URL], sources: [URL], module: String, outputDirectory: URL?,
    extra: [String] = []
  ) -> [String] {
    generate(
      reading: .files(storyboards: storyboards, sources: sources, module: module),
      outputDirectory: outputDirectory, extra: extra)
  }

  /// `segue generate` for what `reading` names, writing a file per storyboard into
  /// `outputDirectory` (nil when `extra` names the output).
  static func generate(reading: SegueReading, outputDirectory: URL?, extra: [String] = [])
    -> [String]
  {
    var arguments = ["generate"] + reading.leadingOptions(extra: extra)
    if let outputDirectory { arguments += ["--output", outputDirectory.path + "/"] }
    return arguments + reading.sourceOptions + extra + reading.operands
  }

  /// `segue lint` for `module` with findings in Xcode's form on standard output; `stamp` is
  /// written after a run without errors, so a build system can skip the next run when nothing
  /// changed.
  static func lint(
    storyboards: [URL], sources: [URL], module: String, configuration: URL?, stamp: URL? = nil,
    extra: [String] = []
  ) -> [String] {
    lint(
      reading: .files(storyboards: storyboards, sources: sources, module: module),
      configuration: configuration, stamp: stamp, extra: extra)
  }

  /// `segue lint` of what `reading` names, as ``lint(storyboards:sources:module:configuration:stamp:extra:)``.
  static func lint(
    reading: SegueReading, configuration: URL?, stamp: URL? = nil, extra: [String] = []
  ) -> [String] {
    var arguments = ["lint"]
    if !gives("reporter", extra) { arguments += ["--reporter", "xcode"] }
    arguments += reading.leadingOptions(extra: extra)
    if let configuration, !gives("config", extra) {
      arguments += ["--config", configuration.path]
    }
    if let stamp { arguments += ["--stamp", stamp.path] }
    return arguments + reading.sourceOptions + extra + reading.operands
  }

  /// Whether the user's options `extra` give `--name`, which then replaces the plugin's own
  /// choice (`segue` takes a value option once): `--reporter github`, `--config FILE`,
  /// `--module NAME`.
  static func gives(_ name: String, _ extra: [String]) -> Bool {
    extra.prefix { $0 != "--" }.contains { $0 == "--" + name || $0.hasPrefix("--\(name)=") }
  }
}
