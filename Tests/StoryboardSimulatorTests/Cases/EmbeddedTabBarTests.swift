import HeadlessNavigation
import StoryboardKit
import StoryboardSimulator
import Testing

/// A tab bar controller a container view embeds (amahi's root container holds its tab bar):
/// its tab bar is on screen and the user can tap its other tabs, though the visible
/// controller is the container, which has no tab bar among its parents.
@MainActor
@Suite struct EmbeddedTabBarTests {
  static let scenes = [
    """
    <scene sceneID="s-root"><objects>
    <viewController id="root" customClass="RootViewController" sceneMemberID="viewController">
    <view key="view" id="v-root"><subviews><containerView id="c-root"><connections>
    <segue destination="tabs" kind="embed" id="e1"/>
    </connections></containerView></subviews></view>
    </viewController>
    </objects></scene>
    """,
    InlineStoryboard.scene(
      "tabBarController", "tabs", "",
      #"<segue destination="home" kind="relationship" relationship="viewControllers" id="r1"/>"#
        + #"<segue destination="downloads" kind="relationship" relationship="viewControllers" id="r2"/>"#
    ),
    InlineStoryboard.scene("viewController", "home", #"customClass="HomeViewController""#),
    InlineStoryboard.scene(
      "viewController", "downloads", #"customClass="DownloadsViewController""#),
  ].joined()

  @Test func aTabStepSelectsATabOfTheEmbeddedTabBar() throws {
    let document = try InlineStoryboard.ios(initial: "root", Self.scenes)
    let simulation = try StoryboardSimulator(documents: [document]).launch()
    #expect(simulation.state.visible == "RootViewController")
    let tab = try simulation.perform("tab:1")
    #expect(tab.events == [.selectedTab("DownloadsViewController", in: "UITabBarController")])
  }

  @Test func explorationReachesEveryTabOfTheEmbeddedTabBar() throws {
    let document = try InlineStoryboard.ios(initial: "root", Self.scenes)
    let report = try StoryboardSimulator(documents: [document]).explore()
    #expect(report.unreachedScenes.isEmpty)
    let steps = Dictionary(
      report.reachedScenes.map { ($0.scene.name, $0.steps) }, uniquingKeysWith: { a, _ in a })
    #expect(steps["DownloadsViewController"] == ["tab:1"])
  }
}
