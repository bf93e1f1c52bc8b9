import SegueTestSupport
import StoryboardKit
import StoryboardSimulator
import Testing

/// The code of `NamedConstants` names every storyboard and scene it opens through a `String`
/// enum, a `static let`, a global `let` or an Objective-C constant: each is followed to the
/// scene it names, so nothing is assumed and the scene no code names is not reached.
@Suite struct NamedConstantEntryPointTests {
  static let folder = TestPaths.fixture("Simulator/NamedConstants")

  @Test func scenesNamedByConstantsAreReachedFromCodeNotAssumed() throws {
    let simulator = try StoryboardSimulator(
      contentsOf: [Self.folder], sourcePaths: [Self.folder + "/Sources"])
    let report = try simulator.explore()
    #expect(report.coverage.fromLaunch == 3)
    #expect(report.coverage.fromCode == 5)
    #expect(report.coverage.assumedFromCode == 0)
    #expect(report.coverage.unreached == 1)
    let origins = Dictionary(
      uniqueKeysWithValues: report.reachedScenes.map { ($0.scene.name, $0.origin) })
    let sources = Self.folder + "/Sources/"
    #expect(origins["AuctionViewController"] == .code(place: sources + "Coordinator.swift:12"))
    #expect(origins["BidViewController"] == .code(place: sources + "Coordinator.swift:18"))
    #expect(origins["LotViewController"] == .code(place: sources + "LegacyAuction.m:9"))
    #expect(origins["OrphanViewController"] == nil)
  }
}
