import Foundation

/// The "commands" group: what users feel. `segue generate` and `segue lint` run as the
/// processes users start, over the same files as `xmllint --noout`, the group's baseline (what
/// libxml2 alone takes to read them, as libxml2-based tools do). The goal for both commands is
/// at most 0.5× xmllint's time.
enum CommandRows {
  static var all: [BenchmarkRow] { [xmllint, generate, lint] }

  /// The `segue` executable built beside this benchmark (`swift build -c release`).
  static let segue: String? = {
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = own.deletingLastPathComponent().appendingPathComponent("segue").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }()

  private static let missingSegue =
    segue == nil
    ? "no segue executable beside the benchmark: run swift build -c release first" : nil

  static let xmllint = BenchmarkRow(
    group: "commands", name: "xmllint --noout",
    unavailableReason: Tool.path("xmllint") == nil
      ? "xmllint is not installed (Scripts/bootstrap)" : nil
  ) { paths in
    guard let executable = Tool.path("xmllint") else { return }
    try Tool.run(executable, ["--noout"] + paths)
  }

  /// Where `segue generate` writes; unchanged after the warm-up, as in a build where no
  /// storyboard changed.
  static let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-benchmark-\(getpid())-commands.swift"
  ).path

  static let generate = BenchmarkRow(
    group: "commands", name: "segue generate", unavailableReason: missingSegue
  ) { paths in
    guard let segue else { return }
    try Tool.run(segue, ["generate", "--output", outputPath] + paths)
  }

  static let lint = BenchmarkRow(
    group: "commands", name: "segue lint", unavailableReason: missingSegue
  ) { paths in
    guard let segue else { return }
    try Tool.run(segue, ["lint"] + paths)
  }
}
