extension ShowOutsideNavigationRule {
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
          initial: "split",
          """
          <scene sceneID="s1"><objects>
            <splitViewController id="split" sceneMemberID="viewController">
              <connections>
                <segue destination="nav" kind="relationship" relationship="masterViewController" id="r1"/>
                <segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>
              </connections>
            </splitViewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="tabs" kind="relationship" relationship="rootViewController" id="r3"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
              <connections><segue destination="inbox" kind="relationship" relationship="viewControllers" id="r4"/></connections>
            </tabBarController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <tableViewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
              <connections><segue destination="message" kind="show" identifier="Open" id="s1"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s5"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="message" kind="show" identifier="Open" id="s2"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s6"><objects>
            <viewController id="message" sceneMemberID="viewController"/>
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
      // The pause menu hands `show` to the navigation controller it embeds.
      RuleExample(
        ExampleStoryboard.ios(
          initial: "pause",
          """
          <scene sceneID="p1"><objects>
            <viewController id="pause" customClass="PauseViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="menu" kind="embed" id="p-e1"/>
                <segue destination="cheats" kind="show" identifier="Cheats" id="p-s1"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="p2"><objects>
            <navigationController id="menu" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="p3"><objects>
            <viewController id="cheats" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "PauseViewController.swift",
          """
          class PauseViewController: UIViewController {
            var menu: UINavigationController?
            override func targetViewController(forAction action: Selector, sender: Any?)
              -> UIViewController?
            {
              action == #selector(show(_:sender:)) ? menu : super.targetViewController(forAction: action, sender: sender)
            }
          }
          """)),
    ]
  }
}
