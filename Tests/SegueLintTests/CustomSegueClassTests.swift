import StoryboardKit
import Testing

@testable import SegueLint

/// A segue with a custom class runs that class's `perform()`, which decides where the
/// destination goes: PIA VPN's settings are presented through `ModalNavigationSegue`, a
/// `presentation` segue whose `perform()` wraps the destination in a navigation controller, so
/// the settings' `show` segues push.
@Suite struct CustomSegueClassTests {
  static func showFindings(segueClass: String?) -> [Diagnostic] {
    let custom = segueClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
    let documents = LintTestSupport.documents([
      ExampleStoryboard.ios(
        initial: "nav",
        """
        <scene sceneID="s1"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
            <connections><segue destination="settings" kind="presentation" identifier="Settings"\(custom) id="p1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
            <connections><segue destination="general" kind="show" identifier="General" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s4"><objects>
          <viewController id="general" customClass="GeneralViewController" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    ])
    return ShowOutsideNavigationRule().check(LintContext(documents: documents))
  }

  @Test func aShowAfterACustomSegueClassIsNotJudged() {
    #expect(Self.showFindings(segueClass: "ModalNavigationSegue").isEmpty)
  }

  @Test func aShowAfterAPlainPresentationStillWarns() {
    #expect(Self.showFindings(segueClass: nil).count == 1)
  }
}
