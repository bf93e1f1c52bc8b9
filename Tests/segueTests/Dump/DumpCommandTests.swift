import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct DumpCommandTests {
  private let small = Snapshot.fixture("Dump/Small.storyboard")
  private let broken = Snapshot.fixture("Dump/Broken.storyboard")

  private func dump(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (SegueTool.run(["dump"] + arguments, console: capture.console), capture)
  }

  /// Paths in the output are made relative so the golden files do not depend on the checkout.
  private func relative(_ text: String) -> String {
    text.replacingOccurrences(of: Snapshot.fixture("") + "/", with: "Fixtures/")
  }

  @Test func textShowsEverySceneControllerSegueAndExitWithLocations() {
    let (status, capture) = dump([small])
    #expect(status == .success)
    #expect(capture.standardError.isEmpty)
    Snapshot.assertMatches(relative(capture.standardOutput), "Dump/Small.txt")
  }

  @Test func jsonIsAnArrayEvenForOneFile() {
    let (status, capture) = dump(["--format", "json", small])
    #expect(status == .success)
    #expect(capture.standardOutput.hasPrefix("[\n  {"))
    Snapshot.assertMatches(relative(capture.standardOutput), "Dump/Small.json")
  }

  @Test func aMalformedInputIsReportedWhileTheOthersAreStillDumped() {
    let (status, capture) = dump([broken, small])
    #expect(status == .failure)
    #expect(capture.standardOutput.contains("Small.storyboard: iOS storyboard 3.0, 4 scenes"))
    #expect(!capture.standardOutput.contains("Broken"))
    #expect(
      relative(capture.standardError)
        == "Fixtures/Dump/Broken.storyboard:7:13: error: Found the end tag </objects> where "
        + "</viewController> was expected, to close <viewController> opened at 6:17.\n")
  }

  @Test func aDirectoryMeansEveryStoryboardInItInSortedOrder() {
    let (forward, first) = dump(["--format", "json", Snapshot.fixture("Dump"), small])
    let (backward, second) = dump(["--format", "json", small, Snapshot.fixture("Dump")])
    #expect(forward == .failure && backward == .failure)
    #expect(first.standardOutput == second.standardOutput)
    #expect(first.standardError == second.standardError)
    #expect(first.standardOutput.hasPrefix("[\n"))
  }

  @Test func usageErrorsExitWith64() {
    #expect(dump([]).0 == .usage)
    #expect(dump(["--format", "xml", small]).0 == .usage)
    #expect(dump([Snapshot.fixture("Dump/Missing.storyboard")]).0 == .usage)
  }
}
