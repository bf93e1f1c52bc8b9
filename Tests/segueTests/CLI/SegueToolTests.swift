import Testing

@testable import segue

@Suite struct SegueToolTests {
  private func run(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (SegueTool.run(arguments, console: capture.console), capture)
  }

  @Test func helpListsEveryCommand() {
    let (status, capture) = run(["--help"])
    #expect(status == .success)
    for command in ["dump", "generate", "lint", "graph"] {
      #expect(capture.standardOutput.contains("  \(command) "))
    }
  }

  @Test(arguments: ["dump", "generate", "lint", "graph"])
  func everyCommandHasHelp(_ command: String) {
    let (status, capture) = run([command, "--help"])
    #expect(status == .success)
    #expect(capture.standardOutput.contains("USAGE: segue \(command)"))
  }

  @Test func usageErrorsExitWith64AndSayWhy() {
    let (none, noneCapture) = run([])
    #expect(none == .usage)
    #expect(noneCapture.standardError.hasPrefix("error: Name a command."))
    let (unknown, unknownCapture) = run(["frob"])
    #expect(unknown == .usage)
    #expect(unknownCapture.standardError.hasPrefix("error: 'frob' is not a segue command."))
    let (badOption, badCapture) = run(["dump", "--format", "yaml", "x.storyboard"])
    #expect(badOption == .usage)
    #expect(badCapture.standardError.contains("'yaml' is not a value of '--format'"))
  }
}
