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

  @Test(arguments: ReporterKind.allCases)
  func reporterMatchesGoldenFile(_ kind: ReporterKind) throws {
    let reporter = kind.reporter
    #expect(reporter.identifier == kind.rawValue)
    let fileExtension =
      switch kind {
      case .xcode, .github: "txt"
      case .json: "json"
      case .sarif: "sarif"
      }
    try LintTestSupport.assertSnapshot(
      reporter.render(Self.findings), named: "report-\(kind.rawValue).\(fileExtension)")
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

  @Test func sarifURIsArePercentEncoded() {
    #expect(SARIFReporter.uri("a b/c(1).storyboard") == "a%20b/c%281%29.storyboard")
    #expect(SARIFReporter.uri("/x/é.storyboard") == "file:///x/%C3%A9.storyboard")
  }
}
