import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `segue simulate` on a three-column app: every column on a pad, the collapsed stack on a
/// phone; and the JSON of its split view.
@Suite struct SplitColumnsSnapshotTests {
  static let fixture = SimulateCommandTests.fixtures + "/TripleColumn"

  @Test(arguments: ["pad", "phone"])
  func aThreeColumnAppRunsAsUIKitRunsIt(idiom: String) {
    let steps = idiom == "pad" ? "ShowArchive,ShowArchivedMessage" : "back,back,ShowArchive,back"
    let (status, out, _) = SimulateCommandTests.run([
      Self.fixture, "--sources", Self.fixture + "/Sources", "--idiom", idiom, "--steps", steps,
    ])
    #expect(status == .success)
    Snapshot.assertMatches(out, "Simulate/TripleColumn-\(idiom).txt")
  }

  @Test func theJSONNamesEachColumn() {
    let (status, out, _) = SimulateCommandTests.run([
      Self.fixture, "--idiom", "pad", "--format", "json",
    ])
    #expect(status == .success)
    #expect(out.contains(#""supplementary": "UINavigationController""#))
  }
}
