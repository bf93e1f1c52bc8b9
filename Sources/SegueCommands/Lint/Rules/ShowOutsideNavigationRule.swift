import StoryboardKit

/// A show or push segue whose source is inside a navigation controller on no path.
struct ShowOutsideNavigationRule: LintRule {
  let identifier = "show-outside-navigation"
  let name = "Show outside a navigation controller"
  let defaultSeverity = Severity.warning
  let rationale = """
    `show` (and the deprecated `push`) pushes only when an ancestor of the source handles it: \
    a navigation controller (or a split view). Otherwise UIKit presents the destination \
    modally, with no back button. The rule follows every path from the entry points: a \
    controller is inside a navigation stack when it is a navigation controller's root, is \
    pushed from one that is, or is embedded in or a tab of one that is. It warns only when no \
    path puts the source in a stack. To stay precise it does not warn when a path is unknown: \
    a controller with a storyboard identifier may be pushed from code, and custom segues and \
    showDetail can put their destination anywhere. The initial controller of a storyboard whose \
    name starts with `Main` is taken as the window's root; that of another storyboard is \
    reached however the storyboard references among the inputs reach it, and in an unknown \
    context when none does (lint all of an app's storyboards together). A source only ever \
    shown as a popover is left to `push-from-popover`.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    ShowSegueSources.items(context).compactMap { item in
      let contexts = item.contexts
      guard !contexts.isEmpty, contexts.isDisjoint(with: [.stack, .unknown]),
        contexts != .popover
      else { return nil }
      return finding(
        "\(context.name(of: item.source)) is inside no navigation controller on any path that "
          + "reaches it, so this \(item.segue.kind) segue to "
          + "\(context.destinationName(of: item.edge)) presents modally; "
          + "embed the source in a navigation controller, or use a presentation segue.",
        path: item.document.path, at: item.segue.location)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "tabs",
          """
          <scene sceneID="s1"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
              <connections>
                <segue destination="feed" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/>
              </connections>
            </tabBarController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="post" kind="show" identifier="Post" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="r3"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
              <connections><segue destination="about" kind="presentation" identifier="About" id="s2"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s5"><objects>
            <viewController id="about" customClass="AboutViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="post" kind="push" identifier="Credits" id="s3"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s6"><objects>
            <viewController id="post" customClass="PostViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "nav",
          """
          <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="home" sceneMemberID="viewController">
              <connections><segue destination="help" kind="presentation" identifier="Help" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="Help" id="help" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Help", initial: "topics",
          """
          <scene sceneID="h1"><objects>
            <tableViewController id="topics" customClass="TopicsViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="topic" kind="show" identifier="Topic" id="h-s1"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="h2"><objects>
            <viewController id="topic" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
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
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Detail" id="s1"/>
                <segue destination="child" kind="embed" id="s2"/>
                <segue destination="modal" kind="presentation" identifier="Modal" id="s3"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="more" kind="show" identifier="More" id="s4"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="child" customClass="ChildViewController" sceneMemberID="viewController">
              <connections><segue destination="more" kind="show" identifier="More" id="s5"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s5"><objects>
            <viewController id="modal" storyboardIdentifier="Modal" sceneMemberID="viewController">
              <connections><segue destination="more" kind="show" identifier="More" id="s6"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s6"><objects>
            <viewController id="more" customClass="MoreViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "nav",
          """
          <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="home" sceneMemberID="viewController">
              <connections><segue destination="help" kind="show" identifier="Help" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="Help" id="help" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Help", initial: "topics",
          """
          <scene sceneID="h1"><objects>
            <tableViewController id="topics" customClass="TopicsViewController" sceneMemberID="viewController">
              <connections><segue destination="topic" kind="show" identifier="Topic" id="h-s1"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="h2"><objects>
            <viewController id="topic" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          "Onboarding", initial: "welcome",
          """
          <scene sceneID="o1"><objects>
            <viewController id="welcome" customClass="WelcomeViewController" sceneMemberID="viewController">
              <connections><segue destination="terms" kind="show" identifier="Terms" id="o-s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="o2"><objects>
            <viewController id="terms" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
    ]
  }
}
