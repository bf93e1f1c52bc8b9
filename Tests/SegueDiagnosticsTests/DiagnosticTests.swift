import SegueDiagnostics
import Testing

@Suite struct DiagnosticTests {
  private let at = TextLocation(line: 12, column: 5)

  @Test func aLocatedDiagnosticPrintsPathLineColumnAndRule() {
    let diagnostic = Diagnostic(
      path: "Main.storyboard", location: at, severity: .warning, message: "A segue is lost.",
      ruleID: "unused-segue")
    #expect(
      diagnostic.xcodeDescription
        == "Main.storyboard:12:5: warning: A segue is lost. [unused-segue]")
  }

  @Test func aWholeFileDiagnosticPrintsThePathAlone() {
    let diagnostic = Diagnostic(
      path: "Out.swift", severity: .error, message: "The file is missing.",
      errorID: "generated-file-missing")
    #expect(diagnostic.xcodeDescription == "Out.swift: error: The file is missing.")
  }

  @Test func aToolLevelDiagnosticPrintsSeverityAndMessageOnly() {
    let diagnostic = Diagnostic(severity: .error, message: "Name a command.", errorID: "usage")
    #expect(diagnostic.xcodeDescription == "error: Name a command.")
    #expect(diagnostic.errorID == "usage")
    #expect(diagnostic.ruleID == nil)
  }

  @Test func notesFollowOnLinesOfTheirOwnWithOrWithoutAPlace() {
    let diagnostic = Diagnostic(
      path: "A.storyboard", location: at, severity: .warning, message: "The storyboards disagree.",
      notes: [
        DiagnosticNote(
          path: "B.storyboard", location: TextLocation(line: 3, column: 9),
          message: "The other segue is here."),
        DiagnosticNote(path: "B.storyboard", message: "Its file."),
        DiagnosticNote(message: "Pick one class."),
      ])
    #expect(
      diagnostic.xcodeLines == [
        "A.storyboard:12:5: warning: The storyboards disagree.",
        "B.storyboard:3:9: note: The other segue is here.",
        "B.storyboard: note: Its file.",
        "note: Pick one class.",
      ])
    #expect(diagnostic.xcodeDescription == diagnostic.xcodeLines[0])
  }

  @Test func toolLevelDiagnosticsSortBeforeFilesAndWholeFilesBeforeTheirLines() {
    let tool = Diagnostic(severity: .error, message: "Tool.")
    let file = Diagnostic(path: "A.storyboard", severity: .error, message: "File.")
    let line = Diagnostic(path: "A.storyboard", location: at, severity: .error, message: "Line.")
    #expect([line, file, tool].sorted() == [tool, file, line])
  }
}
