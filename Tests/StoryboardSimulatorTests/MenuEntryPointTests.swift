import SegueTestSupport
import StoryboardKit
import StoryboardSimulator
import Testing

/// A Mac app's menu bar is there from the launch: the scenes its menu items' segues open are
/// explored, also when the launch storyboard has no initial controller (OpenEmu's About
/// window).
@MainActor
@Suite struct MenuEntryPointTests {
  static func storyboard(initial: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" \
    targetRuntime="MacOSX.Cocoa"\(initial ? " initialViewController=\"main\"" : "")>
      <scenes>
        <scene sceneID="s-app"><objects>
          <application id="app" sceneMemberID="viewController">
            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="menu">
              <items>
                <menuItem title="About" id="about-item">
                  <connections><segue destination="about" kind="show" id="seg-about"/></connections>
                </menuItem>
              </items>
            </menu>
          </application>
        </objects></scene>
        <scene sceneID="s-main"><objects>
          <windowController id="main" sceneMemberID="viewController">
            <window key="window" title="Main" id="w1"/>
          </windowController>
        </objects></scene>
        <scene sceneID="s-about"><objects>
          <windowController id="about" customClass="AboutWindowController" sceneMemberID="viewController">
            <window key="window" title="About" id="w2"/>
          </windowController>
        </objects></scene>
      </scenes>
    </document>
    """
  }

  static func report(initial: Bool) throws -> ExplorationReport {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = try folder.write(storyboard(initial: initial), to: "Main.storyboard")
    return try StoryboardSimulator(contentsOf: [path]).explore()
  }

  @Test func withoutAnInitialControllerTheMenusScenesAreExplored() throws {
    let report = try Self.report(initial: false)
    let about = try #require(
      report.reachedScenes.first { $0.scene.name == "AboutWindowController" })
    guard case .menu(let place) = about.origin else {
      Issue.record("About was reached from \(about.origin), not from the menu")
      return
    }
    #expect(place.hasSuffix("Main.storyboard:9"))
    // The main window is opened by nothing: the code must make it.
    #expect(report.coverage.fromLaunch == 1)
    #expect(report.coverage.unreached == 1)
  }

  @Test func withAnInitialControllerTheMenusScenesAreReachedToo() throws {
    let coverage = try Self.report(initial: true).coverage
    #expect(coverage.fromLaunch == 2)
    #expect(coverage.unreached == 0)
  }
}
