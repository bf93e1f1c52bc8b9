import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct LintCommandTests {
  static func run(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let captured = CapturedConsole()
    let status = SegueTool.run(["lint"] + arguments, console: captured.console)
    return (status, captured)
  }

  @Test func cleanStoryboardExitsZeroWithNoOutput() {
    let (status, console) = Self.run([Snapshot.fixture("Lint/Clean.storyboard")])
    #expect(status == .success)
    #expect(console.standardOutput.isEmpty)
  }

  @Test func warningsPassUnlessStrict() {
    let path = Snapshot.fixture("Lint/Warnings.storyboard")
    let (status, console) = Self.run([path])
    #expect(status == .success)
    #expect(
      console.standardOutput
        == "\(path):8:25: warning: The 'modal' segue kind is deprecated since iOS 8; use "
        + "'presentation', which adapts to size classes. [deprecated-segue-kind]\n")
    #expect(Self.run([path, "--strict"]).0 == .failure)
  }

  @Test func errorsFail() {
    let path = Snapshot.fixture("Lint/Findings.storyboard")
    let (status, console) = Self.run([path])
    #expect(status == .failure)
    let rules = console.standardOutput.split(separator: "\n").compactMap { line in
      line.split(separator: "[").last.map { String($0.dropLast()) }
    }
    #expect(
      rules == [
        "manual-segue-without-identifier", "dangling-destination", "deprecated-segue-kind",
        "unreachable-scene",
      ])
  }

  @Test func malformedInputIsAFindingAndFails() {
    let path = Snapshot.fixture("Lint/Malformed.storyboard")
    let (status, console) = Self.run([path, "--reporter", "json"])
    #expect(status == .failure)
    #expect(console.standardOutput.contains("\"rule\": \"parse-error\""))
    #expect(console.standardOutput.contains("\"path\": \"\(path)\""))
  }

  @Test(
    arguments: [
      ["--reporter", "yaml", "x.storyboard"],
      ["--frobnicate", "x.storyboard"],
      [],
      ["/no/such/file.storyboard"],
      ["--config", "/no/such/config.json", "x.storyboard"],
    ])
  func usageErrorsExit64(_ arguments: [String]) {
    let (status, console) = Self.run(arguments)
    #expect(status == .usage)
    #expect(console.standardError.hasPrefix("error: "))
  }

  @Test func badConfigurationFailsWithALocatedError() {
    let config = Snapshot.fixture("Lint/bad-key.json")
    let (status, console) = Self.run([
      Snapshot.fixture("Lint/Clean.storyboard"), "--config", config,
    ])
    #expect(status == .failure)
    #expect(console.standardOutput.isEmpty)
    #expect(console.standardError.hasPrefix("\(config):3:3: error: Unknown key 'only_rule'"))
  }

  @Test func configurationChangesSeveritiesAndDisablesRules() {
    let (status, console) = Self.run([
      Snapshot.fixture("Lint/Warnings.storyboard"), "--config",
      Snapshot.fixture("Lint/good.json"),
    ])
    #expect(status == .failure)
    #expect(console.standardOutput.contains(": error: The 'modal' segue kind"))
  }

  @Test func sourcesTurnOnTheSourceRules() {
    let sources = Snapshot.fixture("Lint/Sources")
    let (status, console) = Self.run([
      Snapshot.fixture("Lint/Clean.storyboard"), "--sources", sources,
    ])
    #expect(status == .success)
    #expect(
      console.standardOutput
        == "\(sources)/ListViewController.swift:12:34: warning: No segue in the linted "
        + "storyboards has the identifier 'ShowDetails'; performing it raises \"Receiver has no "
        + "segue with identifier\". [identifier-not-in-storyboard]\n")
  }

  @Test func outputIsTheSameWhateverTheOrderOfInputs() {
    let first = Self.run([
      Snapshot.fixture("Lint/Findings.storyboard"),
      Snapshot.fixture("Lint/Warnings.storyboard"),
    ]).1.standardOutput
    let second = Self.run([
      Snapshot.fixture("Lint/Warnings.storyboard"),
      Snapshot.fixture("Lint/Findings.storyboard"),
    ]).1.standardOutput
    #expect(first == second)
    #expect(!first.isEmpty)
  }
}

@Suite struct LintCommandAppTests {
  /// A directory is linted as one app: the reference from Main leads into Settings, whose
  /// initial controller is then known to be outside any navigation controller too.
  @Test func storyboardsOfADirectoryAreLintedTogether() {
    let app = Snapshot.fixture("Lint/App")
    let (status, console) = LintCommandTests.run([app, "--reporter", "json"])
    #expect(status == .success)
    #expect(console.standardOutput.contains("\"path\": \"\(app)/Main.storyboard\""))
    #expect(console.standardOutput.contains("\"path\": \"\(app)/Settings.storyboard\""))
    #expect(
      console.standardOutput.components(separatedBy: "\"rule\": \"show-outside-navigation\"")
        .count == 3)
  }

  /// Settings alone is not a main storyboard: its initial controller may be pushed by code.
  @Test func aStoryboardAloneHasAnUnknownEntry() {
    let (status, console) = LintCommandTests.run([
      Snapshot.fixture("Lint/" + "App/Settings.storyboard")
    ])
    #expect(status == .success)
    #expect(console.standardOutput.isEmpty)
  }
}

@Suite struct LintSummaryTests {
  @Test func everyRunEndsWithASummaryOnStandardError() {
    let (status, console) = LintCommandTests.run([Snapshot.fixture("Lint/Warnings.storyboard")])
    #expect(status == .success)
    #expect(
      console.standardError
        == "segue lint: 1 storyboard(s), 0 error(s), 1 warning(s); rules that did not run: "
        + "9 need --sources (unwind-action-not-found, unwind-without-destination, "
        + "segue-action-not-found, private-segue-action, "
        + "custom-class-not-found, linked-code-not-read, identifier-not-in-storyboard, "
        + "compared-identifier-not-in-storyboard, scene-identifier-not-in-storyboard).\n")
  }

  @Test func withSourcesEveryRuleRuns() {
    let (_, console) = LintCommandTests.run([
      Snapshot.fixture("Lint/Clean.storyboard"), "--sources", Snapshot.fixture("Lint/Sources"),
    ])
    #expect(console.standardError.hasPrefix("segue lint: 1 storyboard(s), 0 error(s), "))
    #expect(!console.standardError.contains("did not run"))
  }

  @Test func disabledRulesAreCounted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(#"{"disabled_rules": ["unreachable-scene"]}"#, to: ".segue-lint.json")
    let captured = CapturedConsole(workingDirectory: directory.path)
    _ = SegueTool.run(
      [
        "lint", Snapshot.fixture("Lint/Clean.storyboard"), "--sources",
        Snapshot.fixture("Lint/Sources"),
      ],
      console: captured.console)
    #expect(
      captured.standardError.hasSuffix(
        "; rules that did not run: 1 disabled by the configuration.\n"))
  }
}
