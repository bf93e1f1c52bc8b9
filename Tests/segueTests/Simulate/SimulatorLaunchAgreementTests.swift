import Foundation

import SegueTestSupport
import StoryboardSimulator
import Testing

@testable import SegueCommandLine
@testable import segue

/// The public `StoryboardSimulator` launches what `segue explore` launches on the same folder:
/// both read it through AppInputs, Info.plist and all.
@Suite struct SimulatorLaunchAgreementTests {
  /// A folder with `Main.storyboard`, which a walk of storyboards alone would launch, and an
  /// Info.plist that names `Onboarding` instead.
  static let folder = TestPaths.fixture("Simulator/InfoPlistLaunch")

  /// The storyboard `segue explore --format json` says it launched.
  static func exploreStart() throws -> String? {
    let capture = CapturedConsole()
    let status = SegueTool.run(["explore", "--format", "json", folder], console: capture.console)
    #expect(status == .success, "\(capture.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(capture.standardOutput.utf8))
    return (object as? [String: Any])?["start"] as? String
  }

  @Test @MainActor func contentsOfLaunchesWhatExploreLaunches() throws {
    let explored = try #require(try Self.exploreStart())
    let simulator = try StoryboardSimulator(contentsOf: [Self.folder])
    #expect(simulator.startStoryboard == explored)
    // Not the storyboard named Main, which the launch rule takes when no Info.plist is read.
    #expect(explored == "Onboarding")
    #expect(try simulator.launch().state.visible == "OnboardingViewController")
  }

  @Test func aLoadedAppLaunchesWhatExploreLaunches() throws {
    let apps = try AppInput.load(contentsOf: [Self.folder])
    #expect(apps.count == 1)
    let app = try #require(apps.first)
    #expect(app.launchStoryboards == ["Onboarding"])
    #expect(app.diagnostics.isEmpty)
    let simulator = try StoryboardSimulator(app: app)
    #expect(simulator.startStoryboard == (try Self.exploreStart()))
  }
}
