import StoryboardKit
import Testing

@testable import segue

@Suite struct DiagnosticPrinterTests {
  private let at = TextLocation(line: 7, column: 3)

  @Test func printsEachDiagnosticThenItsNotesOnStandardError() {
    let capture = CapturedConsole()
    DiagnosticPrinter.print(
      [
        Diagnostic(
          path: "Main.storyboard", location: at, severity: .warning, message: "Two classes.",
          ruleID: "segue-class-conflict",
          notes: [DiagnosticNote(path: "Other.storyboard", location: at, message: "Here.")]),
        Diagnostic(path: "Out.swift", severity: .error, message: "Missing."),
        Diagnostic(severity: .error, message: "No storyboard.", errorID: "no-storyboards"),
      ], to: capture.console)
    #expect(capture.standardOutput.isEmpty)
    #expect(
      capture.standardError == """
        Main.storyboard:7:3: warning: Two classes. [segue-class-conflict]
        Other.storyboard:7:3: note: Here.
        Out.swift: error: Missing.
        error: No storyboard.

        """)
  }

  @Test func aUsageErrorExitsWith64() {
    let usage = UsageError("Name a command.").diagnostic
    let other = Diagnostic(severity: .error, message: "Broken.", errorID: "x")
    #expect(DiagnosticPrinter.exitCode(for: [other, usage]) == .usage)
  }

  @Test(arguments: [
    (Severity.error, false, ExitCode.failure), (.warning, false, .success),
    (.warning, true, .failure), (.note, true, .success),
  ])
  func theWorstSeverityChoosesTheStatus(_ severity: Severity, _ strict: Bool, _ status: ExitCode) {
    let diagnostic = Diagnostic(severity: severity, message: "Something.", errorID: "x")
    #expect(DiagnosticPrinter.exitCode(for: [diagnostic], strict: strict) == status)
  }

  @Test func nothingReportedIsSuccess() {
    #expect(DiagnosticPrinter.exitCode(for: []) == .success)
  }

  @Test func aScriptPhaseUsageErrorIs64AndABadFileListIs1() {
    #expect(
      DiagnosticPrinter.exitCode(for: [ScriptPhaseError.notInScriptPhase.diagnostic]) == .usage)
    #expect(
      DiagnosticPrinter.exitCode(for: [
        ScriptPhaseError.unreadableList(path: "in.xcfilelist").diagnostic
      ])
        == .failure)
  }

  @Test func theToolPrintsAParseErrorWithTheUsageAndAFailureWithout() {
    let parse = CapturedConsole()
    let parseStatus = SegueTool.report(
      UsageError("Unknown option '--x'.").diagnostic, usageReminder: "USAGE: segue lint",
      console: parse.console)
    #expect(parseStatus == .usage)
    #expect(parse.standardError == "error: Unknown option '--x'.\n\nUSAGE: segue lint\n")
    let failure = CapturedConsole()
    let failureStatus = SegueTool.report(
      CommandFailure("Nothing was generated.", errorID: "inputs-unreadable").diagnostic,
      console: failure.console)
    #expect(failureStatus == .failure)
    #expect(failure.standardError == "error: Nothing was generated.\n")
  }
}
