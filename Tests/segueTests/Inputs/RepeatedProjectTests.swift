import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `--project` given more than once reads each project, its targets named PROJECT/TARGET as a
/// workspace's are, and one project spelt twice only once.
@Suite struct RepeatedProjectTests {
  static let fixtures = Snapshot.fixture("Watch") + "/.."

  static func lint(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let captured = CapturedConsole()
    let status = SegueTool.run(["lint"] + arguments, console: captured.console)
    return (status, captured)
  }

  @Test func eachProjectIsReadAndItsTargetsJudged() {
    let (status, console) = Self.lint([
      "--project", Self.fixtures + "/Watch", "--project", Self.fixtures + "/Project",
    ])
    #expect(status == .success)
    let findings = console.standardOutput.split(separator: "\n").map(String.init)
    #expect(findings.contains { $0.contains("Watch App/Interface.storyboard:23:17: warning:") })
    #expect(findings.contains { $0.contains("PhoneApp/AppDelegate.swift:11:34: warning:") })
    #expect(console.standardError.contains("Watch/Watch App (app, 1 storyboard(s))"))
    #expect(console.standardError.contains("Fixture/PhoneApp (app, 2 storyboard(s))"))
  }

  @Test func oneProjectSpeltTwiceIsReadOnce() {
    let (status, console) = Self.lint([
      "--project", Self.fixtures + "/Watch", "--project", Self.fixtures + "/Watch/Watch.xcodeproj",
    ])
    #expect(status == .success)
    #expect(console.standardOutput.components(separatedBy: "MissingController").count == 2)
    #expect(console.standardError.contains("targets: Watch App (app, 1 storyboard(s))"))
  }

  @Test func projectsAndPathsTogetherAreAUsageError() {
    let (status, console) = Self.lint([
      "--project", Self.fixtures + "/Watch", Self.fixtures + "/Project",
    ])
    #expect(status == .usage)
    #expect(console.standardError.contains("not both"))
  }
}
