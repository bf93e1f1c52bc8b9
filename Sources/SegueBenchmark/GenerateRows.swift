import Foundation
import SegueCommands
import StoryboardKit

/// The "generate" group. What generation costs beyond parsing is measured on one core: the
/// parse alone, then the parse with `segue generate`'s work (resolve references and containers,
/// build the model, render, write only when changed). The last row is the command as it runs,
/// parsing on every core. After the warm-up the output file is unchanged, so the figures are
/// those of a build in which no storyboard changed.
enum GenerateRows {
  static var all: [BenchmarkRow] { [parse, generate, generateAllCores] }

  /// Where the generated code goes; removed when the benchmark exits.
  static let outputPath =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-benchmark-\(getpid())-Segues.swift"
    ).path

  /// Registers, once, the removal of the output file when the process exits.
  private static let removeOutputAtExit: Void = {
    atexit { try? FileManager.default.removeItem(atPath: GenerateRows.outputPath) }
  }()

  static let parse = BenchmarkRow(group: "generate", name: "generate: parse only (one core)") {
    paths in
    Sink.keep(parseAll(paths).count)
  }

  static let generate = BenchmarkRow(
    group: "generate", name: "generate: parse + generate (one core)"
  ) {
    paths in
    try generateCode(for: parseAll(paths), paths: paths)
  }

  static let generateAllCores = BenchmarkRow(
    group: "generate", name: "generate: the command (all cores)"
  ) { paths in
    try generateCode(for: StoryboardSet.load(paths).documents, paths: paths)
  }

  /// Parses each path in turn; a malformed file is left out, as `segue generate` would refuse.
  private static func parseAll(_ paths: [String]) -> [StoryboardDocument] {
    paths.compactMap { try? StoryboardParser.parse(contentsOf: $0) }
  }

  private static func generateCode(for documents: [StoryboardDocument], paths: [String]) throws {
    removeOutputAtExit
    var arguments = ArgumentScanner(["--output", outputPath] + paths)
    let command = try GenerateCommand(arguments: &arguments)
    for output in command.outputs(for: documents) {
      try OutputFile.write(output.content, to: output.path ?? outputPath)
      Sink.keep(output.content.utf8.count)
    }
  }
}
