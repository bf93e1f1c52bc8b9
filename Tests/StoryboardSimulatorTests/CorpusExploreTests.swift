import Foundation
import SegueTestSupport
import StoryboardKit
import StoryboardSimulator
import Testing

/// Every corpus storyboard with an initial view controller, launched alone and explored with
/// the default limits: no crash, and the report stays within its bounds. (All of each app's
/// storyboards together: Scripts/ci/explore-corpus.sh.)
@MainActor
@Suite struct CorpusExploreTests {
  nonisolated static let corpus = SharedData.path("corpus", override: "SEGUE_CORPUS")
  nonisolated static var hasCorpus: Bool {
    FileManager.default.fileExists(atPath: corpus + "/MANIFEST.tsv")
  }

  @Test(.enabled(if: SharedData.runs(needing: hasCorpus), "needs ../shared/corpus"))
  func everyStoryboardExploresWithinItsBounds() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus)
      .filter { $0.hasSuffix(".storyboard") }.sorted()
    #expect(names.count > 100)
    var explored = 0
    for name in names {
      guard let document = try? StoryboardParser.parse(contentsOf: Self.corpus + "/" + name),
        document.initialController != nil,
        let simulator = try? StoryboardSimulator(
          documents: [document], options: SimulatorOptions(start: document.name))
      else { continue }
      let limits = ExplorationLimits()
      guard let report = try? simulator.explore(limits: limits) else { continue }
      #expect(report.statesExplored >= 1 && report.statesExplored <= limits.maxStates, "\(name)")
      #expect(report.deepestStep <= limits.depth, "\(name)")
      explored += 1
    }
    #expect(explored > 50)
  }
}
