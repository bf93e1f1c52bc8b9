import StoryboardKit
import Testing

@testable import SegueCommandLine
@testable import SegueGenerateCommand
@testable import segue

/// The engine every diagnostic of a run goes through: it prints them in Xcode's format and
/// decides the exit status once, from everything it received.
@Suite struct DiagnosticsEngineTests {
  private let at = TextLocation(line: 7, column: 3)

  @Test func printsEachDiagnosticThenItsNotesOnStandardError() {
    let capture = CapturedConsole()
    capture.console.diagnostics.emit([
      Diagnostic(
        path: "Main.storyboard", location: at, severity: .warning, message: "Two classes.",
        ruleID: "segue-class-conflict",
        notes: [DiagnosticNote(path: "Other.storyboard", location: at, message: "Here.")]),
      Diagnostic(path: "Out.swift", severity: .error, message: "Missing."),
      Diagnostic(severity: .error, message: "No storyboard.", errorID: "no-storyboards"),
    ])
    #expect(capture.standardOutput.isEmpty)
    #expect(
      capture.standardError == """
        Main.storyboard:7:3: warning: Two classes. [segue-class-conflict]
        Other.storyboard:7:3: note: Here.
        Out.swift: error: Missing.
        error: No storyboard.

        """)
  }

  /// Provenance's three tvOS apps read one package whose header is a dangling link: the same
  /// warning, once.
  @Test func printsTheSameDiagnosticOnce() {
    let capture = CapturedConsole()
    let unreadable = Diagnostic(
      path: "Kit/include/Utils.h", location: TextLocation(line: 1, column: 1), severity: .warning,
      message: "The source file could not be read.")
    let other = Diagnostic(path: "Kit/include/Utils.h", severity: .warning, message: "Other.")
    capture.console.diagnostics.emit([unreadable, unreadable])
    capture.console.diagnostics.emit(other)
    capture.console.diagnostics.emit(unreadable)
    #expect(
      capture.standardError == """
        Kit/include/Utils.h:1:1: warning: The source file could not be read.
        Kit/include/Utils.h: warning: Other.

        """)
    #expect(capture.console.diagnostics.emitted == [unreadable, other])
  }

  private func status(after diagnostics: [Diagnostic], warningsFail: Bool = false) -> ExitCode {
    let engine = DiagnosticsEngine(writingLines: { _ in })
    engine.warningsFail = warningsFail
    engine.emit(diagnostics)
    return engine.exitCode
  }

  @Test func aUsageErrorExitsWith64WhateverElseWasEmitted() {
    let usage = UsageError("Name a command.").diagnostic
    let other = Diagnostic(severity: .error, message: "Broken.", errorID: "x")
    #expect(status(after: [other, usage]) == .usage)
    #expect(status(after: [usage, other]) == .usage)
  }

  @Test(arguments: [
    (Severity.error, false, ExitCode.failure), (.warning, false, .success),
    (.warning, true, .failure), (.note, true, .success),
  ])
  func theWorstSeverityChoosesTheStatus(_ severity: Severity, _ strict: Bool, _ code: ExitCode) {
    let diagnostic = Diagnostic(severity: severity, message: "Something.", errorID: "x")
    #expect(status(after: [diagnostic], warningsFail: strict) == code)
  }

  @Test func nothingReceivedIsSuccess() {
    #expect(status(after: []) == .success)
  }

  /// A warning fails only when it arrives while `warningsFail` is set: lint's --strict judges
  /// its findings, not the warnings about reading the project that came before.
  @Test func warningsFailOnlyFromWhenTheyAreMadeTo() {
    let engine = DiagnosticsEngine(writingLines: { _ in })
    engine.emit(Diagnostic(severity: .warning, message: "Before.", errorID: "x"))
    #expect(engine.exitCode == .success)
    engine.warningsFail = true
    engine.record([Diagnostic(severity: .warning, message: "A finding.", ruleID: "r")])
    #expect(engine.hasFailed)
    #expect(engine.exitCode == .failure)
  }

  /// What a reporter wrote on standard output counts, and is not printed a second time.
  @Test func recordedDiagnosticsCountWithoutBeingPrinted() {
    let capture = CapturedConsole()
    capture.console.diagnostics.record([
      Diagnostic(path: "Main.storyboard", severity: .error, message: "Bad.", ruleID: "r")
    ])
    #expect(capture.standardError.isEmpty)
    #expect(capture.console.diagnostics.exitCode == .failure)
  }

  @Test func aScriptPhaseUsageErrorIs64AndABadFileListIs1() {
    #expect(status(after: [ScriptPhaseError.notInScriptPhase.diagnostic]) == .usage)
    #expect(
      status(after: [ScriptPhaseError.unreadableList(path: "in.xcfilelist").diagnostic])
        == .failure)
  }

  @Test func theToolPrintsAParseErrorWithTheUsageAndAFailureWithout() {
    let parse = CapturedConsole()
    #expect(SegueTool.run(["lint", "--x"], console: parse.console) == .usage)
    #expect(parse.standardError.hasPrefix("error: Unknown option '--x';"))
    #expect(parse.standardError.contains("\n\nUSAGE: segue lint"))
    let failure = CapturedConsole()
    let missing = "/nonexistent/Main.storyboard"
    #expect(SegueTool.run(["dump", missing], console: failure.console) != .success)
    #expect(failure.standardError.hasPrefix("error: "))
    #expect(!failure.standardError.contains("USAGE:"))
  }
}
