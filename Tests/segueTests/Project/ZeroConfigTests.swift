import Foundation
import SegueTestSupport
import Testing

@testable import segue

/// The commands pointed at Tests/Fixtures/Project with no option: the folder's one
/// `.xcodeproj` is read, and each target that holds storyboards (an iOS app and a macOS app
/// with a `Main.storyboard` each, a framework, an app with a generated Info.plist) is judged on
/// its own, with its sources and its Info.plist's launch storyboard.
@Suite struct ZeroConfigTests {
  static let project = Snapshot.fixture("Project")

  static func run(_ arguments: [String]) -> (ExitCode, out: String, err: String) {
    let capture = CapturedConsole()
    let status = SegueTool.run(arguments, console: capture.console)
    let strip = { (text: String) in text.replacingOccurrences(of: project + "/", with: "") }
    return (status, strip(capture.standardOutput), strip(capture.standardError))
  }

  static let announcement =
    "reading the Xcode project Fixture.xcodeproj; targets: PhoneApp (app, 2 storyboard(s)), "
    + "MacApp (app, 1 storyboard(s)), Kit (framework, 1 storyboard(s)), Generated (app, 2 "
    + "storyboard(s)).\n"

  @Test func lintJudgesEachTargetWithItsSourcesAndLaunch() {
    let (status, out, err) = Self.run(["lint", Self.project])
    #expect(status == .success)
    #expect(err.hasPrefix(Self.announcement))
    #expect(err.hasSuffix("segue lint: 6 storyboard(s), 0 error(s), 3 warning(s).\n"))
    Snapshot.assertMatches(out, "Project/Lint.txt")
  }

  @Test func exploreHasASectionPerTargetAndNoAmbiguousMain() {
    let (status, out, err) = Self.run(["explore", Self.project])
    #expect(status == .success)
    #expect(err == Self.announcement)
    Snapshot.assertMatches(out, "Project/Explore.txt")
  }

  @Test func theSameStoryboardsWithoutTheProjectAreAmbiguous() {
    let (status, _, err) = Self.run([
      "explore", Self.project + "/PhoneApp", Self.project + "/MacApp",
    ])
    #expect(status == .usage)
    #expect(err.contains("2 storyboards are named 'Main'"))
  }

  @Test func targetSelectsAndAnUnknownTargetListsTheOthers() {
    let (status, out, _) = Self.run(["explore", Self.project, "--target", "MacApp"])
    #expect(status == .success)
    #expect(out.hasPrefix("== target MacApp (macOS, launch Main)\n"))
    #expect(!out.contains("PhoneApp"))
    let (unknown, _, err) = Self.run(["lint", "--project", Self.project, "--target", "Phone"])
    #expect(unknown == .usage)
    #expect(err.contains("has no target 'Phone'; its targets are 'PhoneApp', 'MacApp'"))
  }

  @Test func commandsThatNeedOneTargetSayHowToChoose() {
    for command in ["generate", "simulate"] {
      let (status, _, err) = Self.run([command, Self.project])
      #expect(status == .usage)
      #expect(err.contains("'PhoneApp', 'MacApp', 'Kit', 'Generated'; choose one with --target"))
    }
    let (status, out, _) = Self.run(["generate", Self.project, "--target", "PhoneApp"])
    #expect(status == .success)
    #expect(out.contains("enum Main {"))
    #expect(!out.contains("MacViewController"))
  }

  @Test func aTargetOptionWithoutAProjectIsAUsageError() {
    let (status, _, err) = Self.run(["lint", Self.project + "/PhoneApp", "--target", "PhoneApp"])
    #expect(status == .usage)
    #expect(err.contains("--target selects targets of an Xcode project"))
  }
}
