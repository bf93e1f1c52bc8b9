import SegueTestSupport
import StoryboardKit
import StoryboardSimulator
import Testing

/// Exploring from the scenes code opens, besides the launch: literal names, a generated
/// accessor, and the scenes assumed when the code computes a name.
@MainActor
@Suite struct CodeEntryPointTests {
  static let folder = TestPaths.fixture("Simulator/CodeEntryPoints")

  static func report(sources: Bool = true) throws -> ExplorationReport {
    let simulator = try StoryboardSimulator(
      contentsOf: [folder], sourcePaths: sources ? [folder + "/Sources"] : nil)
    return try simulator.explore()
  }

  @Test func everyEntryPointIsExploredAndCounted() throws {
    let coverage = try Self.report().coverage
    #expect(coverage.scenes == 13)
    #expect(coverage.fromLaunch == 3)
    #expect(coverage.fromCode == 7)
    #expect(coverage.assumedFromCode == 2)
    #expect(coverage.unreached == 1)
  }

  @Test func withoutSourcesOnlyTheLaunchIsExplored() throws {
    let report = try Self.report(sources: false)
    #expect(report.coverage.fromLaunch == 3)
    #expect(report.coverage.unreached == 10)
    #expect(report.explorations == 1)
  }

  @Test func eachSceneSaysWhereItsExplorationStarted() throws {
    let origins = Dictionary(
      uniqueKeysWithValues: try Self.report().reachedScenes.map { ($0.scene.name, $0.origin) })
    #expect(origins["DetailViewController"] == .launch)
    let file = Self.folder + "/Sources/Coordinator.swift"
    #expect(origins["SettingsViewController"] == .code(place: file + ":13"))
    #expect(origins["ProfileViewController"] == .code(place: file + ":19"))
    #expect(origins["HelpViewController"] == .code(place: file + ":24"))
    #expect(origins["PromoViewController"] == .assumedFromCode(place: file + ":29"))
    #expect(origins["OrphanViewController"] == nil)
  }

  /// A show from the root of a scene code opens may be pushed by the code, and so may the
  /// shows after it (About's ShowCredits); a show from a scene the storyboard presents
  /// modally is not.
  @Test func onlyWhatTheStoryboardDecidesIsJudged() throws {
    let shows = try Self.report().showsPresentingModally
    #expect(shows.map(\.name) == ["ShowMore"])
    #expect(shows.first?.steps == ["PresentSheet", "ShowMore"])
    #expect(shows.first?.onEveryPath == true)
  }
}
