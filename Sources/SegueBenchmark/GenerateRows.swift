import Foundation
import SegueGenerator
import StoryboardKit

/// `segue generate`'s rows. What generation costs beyond parsing is measured on one core: the
/// parse with `segue generate`'s work (resolve references and containers, build the model,
/// render, write only when changed). The last row is the
/// command as it runs, parsing on every core. After the warm-up the output file is unchanged,
/// so the figures are those of a build in which no storyboard changed.
enum GenerateRows {
  static var all: [BenchmarkRow] { [generate, generateAllCores] }

  /// Where the generated code goes; removed when the benchmark exits.
  static let outputPath =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-benchmark-\(getpid())-Segues.swift"
    ).path

  /// Registers, once, the removal of the output file when the process exits.
  private static let removeOutputAtExit: Void = {
    atexit { try? FileManager.default.removeItem(atPath: GenerateRows.outputPath) }
  }()

  static let generate = BenchmarkRow(
    group: "cost", name: "parse + generate"
  ) {
    paths in
    try generateCode(for: CostRows.parse(paths).documents, paths: paths)
  }

  static let generateAllCores = BenchmarkRow(
    group: "cost", name: "segue generate (all cores)"
  ) { paths in
    try generateCode(for: StoryboardSet.load(paths).documents, paths: paths)
  }

  private static func generateCode(for documents: [StoryboardDocument], paths: [String]) throws {
    removeOutputAtExit
    let content = SegueGeneration(documents: documents, options: GeneratorOptions()).singleFile()
    // As `segue generate` does: the file is written only when its content changed.
    let data = Data(content.utf8)
    if FileManager.default.contents(atPath: outputPath) != data {
      try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    }
    Sink.keep(content.utf8.count)
  }
}
