import SegueTestSupport
import StoryboardKit
import Testing

@testable import segue

@Suite struct PathStrictnessTests {
  @Test func strictWithTheFlagOrUnderCI() {
    #expect(!PathStrictness(environment: [:]).isStrict)
    #expect(!PathStrictness(environment: ["CI": "false"]).isStrict)
    #expect(PathStrictness(flag: true, environment: [:]).cause == "--strict")
    #expect(PathStrictness(environment: ["CI": "true"]).cause == "CI=true")
  }

  /// Under strictness a path problem is a usage error, so a command whose status comes from
  /// the printer exits 64; otherwise a tool-level warning.
  @Test func problemsAreWarningsOrUsageErrors() {
    let problem = PathProblem(path: "Docs", kind: .noStoryboard)
    let strict = PathStrictness(flag: true, environment: [:]).diagnostics(for: [problem])
    #expect(strict.map(\.severity) == [.error])
    #expect(strict.first?.errorID == UsageError.errorID)
    #expect(strict.first?.path == nil)
    #expect(DiagnosticPrinter.exitCode(for: strict) == .usage)
    let plain = PathStrictness(environment: [:]).diagnostics(for: [problem])
    #expect(plain.map(\.xcodeDescription) == ["warning: No .storyboard file was found in 'Docs'."])
    #expect(DiagnosticPrinter.exitCode(for: plain) == .success)
  }

  /// An input failure's status is the printer's choice from its diagnostics.
  @Test func anInputFailureTakesItsStatusFromItsDiagnostics() {
    let usage = InputResolution.Failure(diagnostics: [UsageError("No such target.").diagnostic])
    #expect(usage.status == .usage)
    let project = InputResolution.Failure(diagnostics: [
      Diagnostic(severity: .error, message: "Unreadable.", errorID: "project-unreadable")
    ])
    #expect(project.status == .failure)
  }

  static func wrongDirectory() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    try directory.write("", to: "WrongDir/README.md")
    return (directory, directory.path + "/WrongDir")
  }

  @Test func lintStrictOnAFolderWithoutStoryboardsExitsOne() throws {
    let (directory, wrong) = try Self.wrongDirectory()
    defer { directory.remove() }
    let capture = CapturedConsole()
    #expect(SegueTool.run(["lint", wrong, "--strict"], console: capture.console) == .failure)
    #expect(
      capture.standardError.hasPrefix(
        "error: No .storyboard file was found in '\(wrong)'. (An error under --strict.)"))
    let plain = CapturedConsole()
    #expect(SegueTool.run(["lint", wrong], console: plain.console) == .success)
    #expect(plain.standardError.hasPrefix("warning: No .storyboard file was found in '\(wrong)'."))
  }

  @Test(arguments: [
    ("lint", ExitCode.failure), ("dump", .usage), ("graph", .usage), ("generate", .usage),
  ])
  func underCIAFolderWithoutStoryboardsFails(_ command: String, _ expected: ExitCode) throws {
    let (directory, wrong) = try Self.wrongDirectory()
    defer { directory.remove() }
    let capture = CapturedConsole(environment: ["CI": "true"])
    #expect(SegueTool.run([command, wrong], console: capture.console) == expected)
    #expect(
      capture.standardError.hasPrefix(
        "error: No .storyboard file was found in '\(wrong)'. (An error under CI=true.)"))
  }
}
