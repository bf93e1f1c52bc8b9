import StoryboardKit
import Testing

@testable import SegueLint

@Suite struct ReporterTests {
  /// Findings with the characters each format must escape: spaces, commas and colons in
  /// paths, percent signs, quotes and line breaks in messages.
  static let findings: [Diagnostic] = [
    Diagnostic(
      path: "App/Base.lproj/Main.storyboard", location: TextLocation(line: 12, column: 17),
      severity: .error,
      message: "The manual show segue to 'Detail' has no identifier, so no code can perform it.",
      ruleID: "manual-segue-without-identifier"),
    Diagnostic(
      path: "App/Old, Screens: 2 (iPad).storyboard",
      location: TextLocation(line: 3, column: 5), severity: .warning,
      message: "100% \"odd\" message\nover two lines\r.", ruleID: "deprecated-segue-kind"),
    Diagnostic(
      path: "/abs/Broken.storyboard", location: TextLocation(line: 1, column: 1),
      severity: .error, message: "The document ends inside the element 'scenes'.",
      ruleID: "parse-error"),
  ]

  /// A finding with notes (one at a place of its own, one at a whole file, one at the
  /// finding's own place, the last over two lines), and a tool-level one with no file.
  static let findingsWithNotes: [Diagnostic] = [
    Diagnostic(
      severity: .warning,
      message: "The class 'Inbox' is not declared in the sources given, so no storyboard can "
        + "use it.", ruleID: "custom-class-not-found"),
    Diagnostic(
      path: "App/Main.storyboard", location: TextLocation(line: 40, column: 9),
      severity: .warning,
      message: "Two segues from 'Inbox' share the identifier 'Open' but lead to different kinds "
        + "of controller.", ruleID: "duplicate-identifier",
      notes: [
        DiagnosticNote(
          path: "App/Other, Screens.storyboard", location: TextLocation(line: 7, column: 3),
          message: "The other segue is here."),
        DiagnosticNote(path: "App/Inbox.swift", message: "The class is declared in this file."),
        DiagnosticNote(message: "Cast the destination to the kinds'\ncommon superclass."),
      ]),
  ]

  @Test(arguments: ReporterKind.allCases)
  func reporterMatchesGoldenFile(_ kind: ReporterKind) throws {
    let reporter = kind.reporter
    #expect(reporter.identifier == kind.rawValue)
    try LintTestSupport.assertSnapshot(
      reporter.render(Self.findings), named: "report-\(kind.rawValue).\(Self.fileExtension(kind))")
  }

  /// Notes and a finding without a file, in each format: the golden files
  /// `report-notes-<reporter>`.
  @Test(arguments: ReporterKind.allCases)
  func notesAndFindingsWithoutAFileMatchGoldenFile(_ kind: ReporterKind) throws {
    try LintTestSupport.assertSnapshot(
      kind.reporter.render(Self.findingsWithNotes),
      named: "report-notes-\(kind.rawValue).\(Self.fileExtension(kind))")
  }

  /// The tool's own diagnostics of a run: one at a file, one of the tool itself.
  static let tool: [Diagnostic] = [
    Diagnostic(
      path: "App.xcodeproj", severity: .warning,
      message: "The target 'App' links the Swift package product 'Maps', whose code is not "
        + "here.", errorID: "linked-code-unread"),
    Diagnostic(
      severity: .error, message: "No .storyboard file was found in 'Docs'.", errorID: "usage"),
  ]

  /// The tool's diagnostics with a finding, in each format: the golden files
  /// `report-tool-<reporter>` (Xcode's leaves them to standard error).
  @Test(arguments: ReporterKind.allCases)
  func toolDiagnosticsMatchGoldenFile(_ kind: ReporterKind) throws {
    let output = kind.reporter.render([Self.findings[0]], tool: Self.tool)
    try LintTestSupport.assertSnapshot(
      output, named: "report-tool-\(kind.rawValue).\(Self.fileExtension(kind))")
    #expect(output.contains("Swift package product") == (kind != .xcode))
  }

  static func fileExtension(_ kind: ReporterKind) -> String {
    switch kind {
    case .xcode, .github: "txt"
    case .json: "json"
    case .sarif: "sarif"
    }
  }

  @Test(arguments: ReporterKind.allCases)
  func noFindingsIsValidOutput(_ kind: ReporterKind) {
    let output = kind.reporter.render([])
    switch kind {
    case .xcode, .github: #expect(output.isEmpty)
    case .json: #expect(output == "[]\n")
    case .sarif: #expect(output.contains("\"results\": []"))
    }
  }

  @Test func githubEscapesPropertiesAndData() {
    let line = GitHubReporter().render([Self.findings[1]])
    #expect(
      line
        == "::warning file=App/Old%2C Screens%3A 2 (iPad).storyboard,line=3,col=5,"
        + "title=deprecated-segue-kind::100%25 \"odd\" message%0Aover two lines%0D.\n")
  }

  @Test func githubAnnotatesAFindingWithoutAFileWithoutProperties() {
    let line = GitHubReporter().render([Self.findingsWithNotes[0]])
    #expect(line.hasPrefix("::warning title=custom-class-not-found::The class"))
    let bare = Diagnostic(severity: .error, message: "No file.")
    #expect(GitHubReporter().render([bare]) == "::error ::No file.\n")
  }

  @Test func sarifResultWithoutAFileHasNoLocations() {
    let output = SARIFReporter().render([Self.findingsWithNotes[0]])
    #expect(!output.contains("\"locations\""))
    #expect(!output.contains("\"relatedLocations\""))
  }

  @Test func sarifURIsArePercentEncoded() {
    #expect(SARIFReporter.uri("a b/c(1).storyboard") == "a%20b/c%281%29.storyboard")
    #expect(SARIFReporter.uri("/x/é.storyboard") == "file:///x/%C3%A9.storyboard")
  }
}
