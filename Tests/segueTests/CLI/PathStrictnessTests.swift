import SegueTestSupport
import StoryboardKit
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

@Suite struct PathStrictnessTests {
  @Test func strictWithTheFlagOrUnderCI() {
    #expect(!PathStrictness(environment: [:]).isStrict)
    #expect(!PathStrictness(environment: ["CI": "false"]).isStrict)
    #expect(PathStrictness(flag: true, environment: [:]).cause == "--strict")
    #expect(PathStrictness(environment: ["CI": "true"]).cause == "CI=true")
  }

  /// Under strictness a path problem is a usage error, so the run exits 64; otherwise a
  /// tool-level warning.
  @Test func problemsAreWarningsOrUsageErrors() {
    let problem = PathProblem(path: "Docs", kind: .noStoryboard)
    let strict = PathStrictness(flag: true, environment: [:]).diagnostics(for: [problem])
    #expect(strict.map(\.severity) == [.error])
    #expect(strict.first?.errorID == UsageError.errorID)
    #expect(strict.first?.path == nil)
    #expect(strict.first?.severity == .error)
    let plain = PathStrictness(environment: [:]).diagnostics(for: [problem])
    #expect(plain.map(\.xcodeDescription) == ["warning: No .storyboard file was found in 'Docs'."])
  }

  static func wrongDirectory() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    try directory.write("", to: "WrongDir/README.md")
    return (directory, directory.path + "/WrongDir")
  }

  /// As in every command, a folder without storyboards under --strict is a command line aimed
  /// at the wrong folder.
  @Test func lintStrictOnAFolderWithoutStoryboardsExits64() throws {
    let (directory, wrong) = try Self.wrongDirectory()
    defer { directory.remove() }
    let capture = CapturedConsole()
    #expect(SegueTool.run(["lint", wrong, "--strict"], console: capture.console) == .usage)
    #expect(
      capture.standardError.hasPrefix(
        "error: No .storyboard file was found in '\(wrong)'. (An error under --strict.)"))
    let plain = CapturedConsole()
    #expect(SegueTool.run(["lint", wrong], console: plain.console) == .success)
    #expect(plain.standardError.hasPrefix("warning: No .storyboard file was found in '\(wrong)'."))
  }

  @Test(arguments: [
    ("lint", ExitCode.usage), ("dump", .usage), ("graph", .usage), ("generate", .usage),
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
