import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// Lint on Tests/Fixtures/Watch as a user runs it: the interface controllers are read from the
/// extension, in the module `IBSC_MODULE` names, so the only finding is the class no source
/// declares (before, the watch app had no sources and the class rules did not run).
@Suite struct WatchAppLintTests {
  @Test func classesOfTheExtensionAreFoundAndTheMissingOneIsReported() {
    let folder = Snapshot.fixture("Watch")
    let captured = CapturedConsole()
    let status = SegueTool.run(["lint", "--project", folder], console: captured.console)
    #expect(status == .success)
    let findings = captured.standardOutput.split(separator: "\n").filter {
      $0.contains(": warning:")
    }
    #expect(findings.count == 1)
    #expect(findings.first?.hasSuffix("[custom-class-not-found]") == true)
    #expect(findings.first?.contains("'MissingController'") == true)
    #expect(findings.first?.contains("Interface.storyboard:23:17:") == true)
  }
}
