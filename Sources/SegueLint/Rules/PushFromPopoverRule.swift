import StoryboardKit

/// A show or push from a controller only ever reached as a popover with no navigation
/// controller of its own.
struct PushFromPopoverRule: LintRule {
  let identifier = "push-from-popover"
  let name = "Push from a popover"
  let defaultSeverity = Severity.warning
  let rationale = """
    A controller presented as a popover is outside the presenter's hierarchy: `show` from it \
    cannot reach the split view's detail navigation controller, and UIKit presents the \
    destination instead of pushing it. This is the classic iPad mistake of a popover menu \
    whose items should open screens in the detail pane. SegueKit's `PushDetailSegue` (a custom \
    segue class) dismisses the popover and pushes onto the detail stack. The rule takes its \
    facts from the storyboard simulator, as `show-outside-navigation` does: it warns when \
    every explored path that performed the segue started it in a popover and presented its \
    destination, and names one such path; a segue no explored path performs is read \
    statically, from the storyboards' segues, and the finding says so.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    ShowSegueSources.items(context).compactMap { item in
      guard item.presentsOnlyFromPopovers else { return nil }
      let parts = ShowSegueSources.describe(item, context)
      return finding(
        "\(parts.source) is only reached as a popover without a navigation controller ("
          + "\(ShowSegueSources.evidence(item))), so this \(parts.kind) segue to "
          + "\(parts.destination) cannot push onto the split view's detail stack and presents "
          + "instead; use SegueKit's PushDetailSegue as the segue's class.",
        path: parts.path, at: parts.at)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "nav",
          """
          <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="menu" kind="popoverPresentation" identifier="Menu" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <tableViewController id="menu" customClass="MenuViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="item" kind="show" identifier="Open" id="s2"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="item" customClass="ItemViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "nav",
          """
          <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="menuNav" kind="popoverPresentation" identifier="Menu" id="s1"/>
                <segue destination="picker" kind="popoverPresentation" identifier="Pick" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <navigationController id="menuNav" sceneMemberID="viewController">
              <connections><segue destination="menu" kind="relationship" relationship="rootViewController" id="r2"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <tableViewController id="menu" customClass="MenuViewController" sceneMemberID="viewController">
              <connections><segue destination="item" kind="show" identifier="Open" id="s3"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s5"><objects>
            <tableViewController id="picker" customClass="PickerViewController" sceneMemberID="viewController">
              <connections><segue destination="item" kind="custom" customClass="PushDetailSegue" customModule="SegueKit" identifier="Open" id="s4"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s6"><objects>
            <viewController id="item" customClass="ItemViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }
}
