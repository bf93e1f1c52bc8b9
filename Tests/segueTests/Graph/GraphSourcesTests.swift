import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `segue graph --sources` and `--project`: the marks include what the rules that compare
/// storyboards with code find, as `segue lint` reads the same inputs.
@Suite struct GraphSourcesTests {
  static let app = Snapshot.fixture("Simulator") + "/UnwindNobodyImplements"

  static func mermaid(_ arguments: [String]) -> (ExitCode, String) {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", "--format", "mermaid"] + arguments, console: capture.console)
    return (status, capture.standardOutput)
  }

  @Test func sourcesAddTheMarksOfTheRulesThatReadThem() {
    let (without, plain) = Self.mermaid([Self.app, "--no-sources"])
    #expect(without == .success)
    #expect(!plain.contains("⚠ unwind-action-not-found"))
    let (with, marked) = Self.mermaid([Self.app, "--sources", Self.app + "/Sources"])
    #expect(with == .success)
    #expect(marked.contains("Done<br/>⚠ unwind-action-not-found"))
    // The folder's own sources are read without --sources.
    #expect(Self.mermaid([Self.app]).1 == marked)
  }

  @Test func aProjectIsDrawnWholeWithEachTargetsMarks() {
    let project = Snapshot.fixture("Project")
    let (status, out) = Self.mermaid([project])
    #expect(status == .success)
    // The two Main storyboards of the iOS and the macOS app, each its own cluster.
    #expect(out.contains("PhoneViewController"))
    #expect(out.contains("MacViewController"))
    #expect(out.contains("⚠ show-outside-navigation"))
  }

  @Test func projectAndPathsTogetherAreAUsageError() {
    let (status, _) = Self.mermaid([Self.app, "--project", Snapshot.fixture("Project")])
    #expect(status == .usage)
  }
}
