import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueLint

/// Finds and reads the lint configuration for `segue lint` and `segue graph`, as SwiftLint
/// finds its own: the file given with `--config`, else `.segue-lint.json` in the working
/// directory, else in the folder of the project or of the first `PATH` and its parents up to
/// the repository's root (a folder holding `.git`), else the defaults.
package enum LintConfigurationFile {
  /// `--config FILE`, as `lint` and `graph` take it; `lead` says what the file configures.
  package static func option(_ lead: String) -> CommandOption<String?> {
    .value(
      "config", "FILE",
      help: "\(lead) Without it, ./\(LintConfiguration.conventionalName) is read when it "
        + "exists, else the one in the folder of the project or first PATH or its nearest "
        + "parent, up to the repository's root (a folder holding .git). Keys: disabled_rules, "
        + "only_rules (arrays of rule ids), severities (rule id to \"warning\" or \"error\"), "
        + "excluded (globs or path prefixes), suppress (objects of rule, storyboard and object "
        + "id).")
  }

  /// The configuration; a usage error when `--config` names no file, the file's error when it
  /// is malformed. `named` is what the command line reads (the `PATH`s, else the project).
  package static func load(given: String?, named: [String] = [], console: Console)
    throws(CommandFailure) -> LintConfiguration
  {
    let path: String
    var folder: String?
    if let given {
      guard FileManager.default.fileExists(atPath: given) else {
        throw CommandFailure(UsageError("No configuration file exists at '\(given)'."))
      }
      path = given
    } else {
      let conventional = console.workingDirectory + "/" + LintConfiguration.conventionalName
      if FileManager.default.fileExists(atPath: conventional) {
        path = conventional
      } else if let found = named.first.flatMap({ search(from: $0, console: console) }) {
        (path, folder) = found
        console.errorLine("segue: reading the lint configuration \(path).")
      } else {
        return LintConfiguration()
      }
    }
    var configuration: LintConfiguration
    do {
      configuration = try ConfigurationLoader.load(path: path)
    } catch {
      throw CommandFailure(error)
    }
    // Its exclusions name paths from its own folder, as the PATHs spell them from here.
    if let folder {
      configuration.excluded = configuration.excluded.map { pattern in
        pattern.hasPrefix("/") ? pattern : folder + "/" + pattern
      }
    }
    return configuration
  }

  /// The conventional file in the folder of `input` (itself when a folder, not an
  /// `.xcodeproj`) or a parent up to the repository's root, and its folder spelled as `input`
  /// is (relative to the working directory, or absolute); nil when there is none.
  static func search(from input: String, console: Console) -> (path: String, folder: String)? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let absolute = PathSpelling.absolute(input, in: console.workingDirectory)
    let exists = manager.fileExists(atPath: absolute, isDirectory: &isDirectory)
    var folder =
      exists && isDirectory.boolValue && !absolute.hasSuffix(".xcodeproj")
      ? absolute : PathSpelling.parent(of: absolute)
    while !folder.isEmpty {
      let candidate = folder + "/" + LintConfiguration.conventionalName
      if manager.fileExists(atPath: candidate) {
        let spelled =
          input.hasPrefix("/")
          ? folder
          : PathSpelling.relative(
            folder, from: PathSpelling.absolute(".", in: console.workingDirectory))
        return (spelled + "/" + LintConfiguration.conventionalName, spelled)
      }
      let parent = PathSpelling.parent(of: folder)
      if manager.fileExists(atPath: folder + "/.git") || parent == folder { return nil }
      folder = parent
    }
    return nil
  }
}
