import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `simulate` and `explore` on a macOS and a tvOS storyboard: each runs by its platform's rules
/// (docs/AppKitSemantics.md), whatever `--idiom` says.
@Suite struct PlatformSnapshotTests {
  static let fixtures = Snapshot.fixture("Simulator")

  static func run(_ arguments: [String]) -> (ExitCode, out: String, err: String) {
    CapturedConsole.run(arguments, stripping: fixtures)
  }

  @Test func aMacOSStoryboardIsExploredOnAMac() {
    let (status, out, err) = Self.run(["explore", Self.fixtures + "/AppKit"])
    #expect(status == .success)
    #expect(err.isEmpty)
    #expect(out.hasPrefix("segue explore: Main on a mac:"))
    Snapshot.assertMatches(out, "Explore/AppKit.txt")
  }

  @Test func theJSONReportSaysWhereEachSceneShowsOnAMac() throws {
    let (status, out, _) = Self.run(["explore", Self.fixtures + "/AppKit", "--format", "json"])
    #expect(status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let reached = try #require(object["reachedScenes"] as? [[String: Any]])
    let export = try #require(
      reached.first { $0["controller"] as? String == "ExportViewController" })
    #expect(export["shownIn"] as? String == "sheet on window 1")
  }

  @Test func aMacOSStoryboardOpensWindowsSheetsAndPopovers() {
    let (status, out, err) = Self.run([
      "simulate", Self.fixtures + "/AppKit", "--idiom", "phone", "--steps",
      "ShowPreferences,dismiss,Export,Done,ShowInfo,dismiss,tab:1,Rename",
    ])
    #expect(status == .success)
    #expect(err.isEmpty)
    #expect(out.contains("presents (window): PreferencesWindowController"))
    Snapshot.assertMatches(out, "Simulate/AppKit.txt")
  }

  @Test func aTVOSStoryboardIsExploredOnATVWithoutPopovers() {
    let (_, out, err) = Self.run(["explore", Self.fixtures + "/TVOS"])
    #expect(err.isEmpty)
    #expect(out.hasPrefix("segue explore: Main on a tv:"))
    #expect(out.contains("which tvOS does not have"))
    Snapshot.assertMatches(out, "Explore/TVOS.txt")
  }
}
