import Testing

@testable import SegueCommandLine

/// The shell over a list of commands, as `segue-build-tool` runs it: only the commands given
/// exist, and the others are usage errors.
@Suite struct CommandLineToolTests {
  let tool = CommandLineTool(commands: [GenerateCommand.self, LintCommand.self])

  @Test func theHelpListsOnlyTheCommandsGiven() {
    let capture = CapturedConsole()
    #expect(tool.run(["--help"], console: capture.console) == .success)
    #expect(capture.standardOutput.contains("  generate  "))
    #expect(capture.standardOutput.contains("  lint  "))
    #expect(!capture.standardOutput.contains("  graph  "))
  }

  @Test func aCommandNotGivenIsAUsageError() {
    let capture = CapturedConsole()
    #expect(tool.run(["graph", "App"], console: capture.console) == .usage)
    #expect(capture.standardError.contains("'graph' is not a segue command."))
  }
}
