import SegueGenerateCommand
import SegueLintCommand
import Testing

@testable import SegueCommandLine

/// The shell over a list of commands, as each plugin's tool runs it (`segue-generate-tool`,
/// `segue-lint-tool`): only the commands given exist, and the others are usage errors.
@Suite struct CommandLineToolTests {
  let generateTool = CommandLineTool(commands: [GenerateCommand.self])
  let lintTool = CommandLineTool(commands: [LintCommand.self])

  @Test func theHelpListsOnlyTheCommandsGiven() {
    let capture = CapturedConsole()
    #expect(generateTool.run(["--help"], console: capture.console) == .success)
    #expect(capture.standardOutput.contains("  generate  "))
    #expect(!capture.standardOutput.contains("  lint  "))
    #expect(!capture.standardOutput.contains("  graph  "))
  }

  @Test func aCommandNotGivenIsAUsageError() {
    let capture = CapturedConsole()
    #expect(lintTool.run(["generate", "App"], console: capture.console) == .usage)
    #expect(capture.standardError.contains("'generate' is not a segue command."))
    let other = CapturedConsole()
    #expect(generateTool.run(["lint", "App"], console: other.console) == .usage)
    #expect(other.standardError.contains("'lint' is not a segue command."))
  }
}
