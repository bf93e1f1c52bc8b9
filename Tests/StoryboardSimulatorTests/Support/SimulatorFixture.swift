import Foundation
import HeadlessNavigation
import SegueTestSupport
import StoryboardSimulator

/// The simulator of a folder of `Tests/Fixtures/Simulator`, with its `Sources` when asked.
enum SimulatorFixture {
  static func path(_ name: String) -> String {
    TestPaths.fixture("Simulator/\(name)")
  }

  static func simulator(
    _ name: String, sources: Bool = false, idiom: SimulatedIdiom = .phone,
    customSegues: [String: HeadlessSegueKind] = [:]
  ) throws -> StoryboardSimulator {
    try StoryboardSimulator(
      contentsOf: [path(name)], sourcePaths: sources ? [path(name) + "/Sources"] : nil,
      options: SimulatorOptions(idiom: idiom, customSegues: customSegues))
  }

  /// Launches the fixture `name`.
  @MainActor
  static func launch(
    _ name: String, sources: Bool = false, idiom: SimulatedIdiom = .phone,
    customSegues: [String: HeadlessSegueKind] = [:]
  ) throws -> Simulation {
    try simulator(name, sources: sources, idiom: idiom, customSegues: customSegues).launch()
  }

  /// The `path:line:col` of a fixture file's line holding `text`, column 1-based at its `<`.
  static func place(_ name: String, file: String = "Main.storyboard", of text: String) throws
    -> String
  {
    let full = path(name) + "/" + file
    let lines = try String(contentsOfFile: full, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let start = line[..<range.lowerBound].lastIndex(of: "<") ?? range.lowerBound
      return "\(full):\(index + 1):\(line.utf8.distance(from: line.startIndex, to: start) + 1)"
    }
    return "\(full): no line holds \(text)"
  }
}
