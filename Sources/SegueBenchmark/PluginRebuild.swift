import Foundation

/// `segue-benchmark --plugin-rebuild`: what the build plugins add to a build in which nothing
/// changed. Tests/PluginFixture is built with SegueGeneratePlugin and SegueLintPlugin and, as
/// the baseline, the same package without them (`SEGUE_FIXTURE_PLUGINS=none`), each in a
/// scratch folder of its own so neither disturbs the other; after warm-up builds, the two
/// no-op builds take turns and the medians are compared. Goal: at most 1.1× the baseline.
enum PluginRebuild {
  static let argument = "--plugin-rebuild"

  /// The two variants: the environment of their builds beside the benchmark's own.
  private static let variants: [(name: String, environment: [String: String])] = [
    ("with SegueGeneratePlugin and SegueLintPlugin", [:]),
    ("without the plugins (SEGUE_FIXTURE_PLUGINS=none)", ["SEGUE_FIXTURE_PLUGINS": "none"]),
  ]

  /// Builds that settle a fresh scratch folder: the second build of a package whose plugins
  /// use a tool built from source relinks the tool once more (SwiftPM builds it in two
  /// passes), so the third is the first true no-op.
  private static let warmUpBuilds = 3

  static func run(runs: Int) throws {
    guard let swift = Tool.path("swift") else {
      print("segue-benchmark \(argument): swift is not on the PATH")
      exit(1)
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let fixture = root.appendingPathComponent("Tests/PluginFixture").path
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-benchmark-\(getpid())-rebuild", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let base = ProcessInfo.processInfo.environment
    let builds = variants.enumerated().map { index, variant in
      let arguments = [
        "build", "--package-path", fixture, "--scratch-path",
        scratch.appendingPathComponent("\(index)").path,
      ]
      let environment = base.merging(variant.environment) { $1 }
      return { @Sendable (capturing: Bool) throws -> String in
        try Tool.run(swift, arguments, capturing: capturing, environment: environment)
      }
    }
    print("segue-benchmark \(argument): warming up \(variants.count) scratch folders…")
    for build in builds {
      for _ in 0..<warmUpBuilds { _ = try build(false) }
    }
    let seconds = try Stopwatch(runs: runs).medians(
      builds.map { build in { _ = try build(false) } })
    // One more build of each, read: a no-op compiles nothing and runs no plugin command.
    var notes: [String] = []
    for (index, build) in builds.enumerated() {
      let log = try build(true)
      let worked = log.split(separator: "\n").filter { line in
        line.contains("] Compiling ") && !line.contains("Compiling plugin")
          || line.contains("Generating typed segues") || line.contains("Linting the segues")
      }
      if !log.contains("Build complete!") || !worked.isEmpty {
        let evidence = worked.first.map(String.init) ?? "no \"Build complete!\" in its log"
        notes.append("  note: \(variants[index].name) was not a no-op: \(evidence)")
      }
    }
    print(
      "no-op `swift build` of Tests/PluginFixture: median of \(runs) rounds (variants take "
        + "turns) after \(warmUpBuilds) warm-up builds each; "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
    for (index, variant) in variants.enumerated() {
      print(
        "  " + variant.name.padding(toLength: 52, withPad: " ", startingAt: 0)
          + String(format: "%.3f s", seconds[index]))
    }
    print(String(format: "  ratio: %.2f× (goal: at most 1.1×)", seconds[0] / seconds[1]))
    for note in notes { print(note) }
  }
}
