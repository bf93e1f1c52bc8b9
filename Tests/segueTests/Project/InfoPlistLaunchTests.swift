import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

/// Without a project, the launch storyboard is the one an Info.plist among the inputs opens,
/// else the one named `Main`; a launch screen is never launched nor explored.
@Suite struct InfoPlistLaunchTests {
  /// A folder with `Home.storyboard` and `Main.storyboard` (each a lone scene of its own
  /// class), and an Info.plist when `launch` is given.
  static func app(launch: String?, launchScreen: String = "Main") throws -> String {
    let folder = NSTemporaryDirectory() + "segue-infoplist-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for name in ["Home", "Main"] {
      try storyboard(controller: name + "ViewController")
        .write(toFile: folder + "/\(name).storyboard", atomically: true, encoding: .utf8)
    }
    if let launch {
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>\(launchScreen)</string>
        <key>UIMainStoryboardFile</key><string>\(launch)</string>
        </dict></plist>
        """
      try plist.write(toFile: folder + "/App-Info.plist", atomically: true, encoding: .utf8)
    }
    return folder
  }

  static func storyboard(controller: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" customClass="\(controller)" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static func explore(_ folder: String) -> (ExitCode, String) {
    let capture = CapturedConsole()
    let status = SegueTool.run(["explore", folder], console: capture.console)
    return (status, capture.standardOutput)
  }

  @Test func anInfoPlistAmongTheInputsNamesTheLaunchAndItsLaunchScreenIsLeftOut() throws {
    let folder = try Self.app(launch: "Home")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, out) = Self.explore(folder)
    #expect(status == .success)
    #expect(out.hasPrefix("segue explore: Home on a phone"))
    // Main is the launch screen here: shown by the system, never navigated.
    #expect(!out.contains("MainViewController"))
  }

  /// Google's ad examples show `Main.storyboard` as their launch screen and launch `Main`: the
  /// storyboard is the app's, navigated.
  @Test func aLaunchScreenThatIsAlsoTheLaunchStoryboardIsNavigated() throws {
    let folder = try Self.app(launch: "Main", launchScreen: "Main.storyboard")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, out) = Self.explore(folder)
    #expect(status == .success)
    #expect(out.hasPrefix("segue explore: Main on a phone"))
    #expect(out.contains("MainViewController"))
  }

  @Test func withoutAnInfoPlistTheStoryboardNamedMainLaunches() throws {
    let folder = try Self.app(launch: nil)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, out) = Self.explore(folder)
    #expect(status == .success)
    #expect(out.hasPrefix("segue explore: Main on a phone"))
    #expect(out.contains("HomeViewController"))
  }

  /// An Info.plist that cannot be read is a warning at its place, printed by the one printer;
  /// the storyboards are still read, so the run does not fail.
  @Test func anUnreadableInfoPlistIsAWarningDiagnostic() throws {
    let folder = try Self.app(launch: nil)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let plist = folder + "/Info.plist"
    try "<plist><dict><key>UIMainStoryboardFile".write(
      toFile: plist, atomically: true, encoding: .utf8)
    let (names, _, warnings) = InfoPlistSearch.entryPoints(
      of: try StoryboardInputs.find([folder]).infoPlists)
    #expect(names.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.path == plist)
    #expect(warnings.first?.severity == .warning)
    let capture = CapturedConsole()
    #expect(SegueTool.run(["explore", folder], console: capture.console) == .success)
    let line = try #require(warnings.first?.xcodeDescription)
    #expect(line.hasPrefix(plist + ":") && line.contains(": warning: "))
    #expect(capture.standardError.components(separatedBy: "\n").contains(line))
  }
}
