extension UnwindWithoutDestinationRule {
  var triggeringExamples: [RuleExample] {
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
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="settings" kind="presentation" identifier="Settings" id="s1"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="exit1" kind="unwind" identifier="Close" unwindAction="unwindToHome:" id="s2"/></connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "HomeViewController.swift",
          """
          class HomeViewController: UIViewController {
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
          }
          class ListViewController: UITableViewController {}
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
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="list" kind="show" identifier="List" id="s1"/>
                <segue destination="settings" kind="custom" customClass="CrossDissolveSegue" identifier="Settings" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="exit1" kind="unwind" identifier="Done" unwindAction="unwindToList:" id="s3"/></connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          // The simulator cannot perform the custom segue, so no explored path reaches the
          // settings: read statically, only the navigation controller and home are below them.
          class HomeViewController: UIViewController {}
          class ListViewController: UITableViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
          }
          class SettingsViewController: UIViewController {}
          class CrossDissolveSegue: UIStoryboardSegue {}
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
              <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="list" kind="show" identifier="List" id="s1"/>
                <segue destination="settings" kind="presentation" identifier="Settings" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="settings" kind="presentation" identifier="Settings" id="s3"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="exit1" kind="unwind" identifier="Done" unwindAction="unwindToList:" id="s4"/>
                <segue destination="exit1" kind="unwind" identifier="Undo" unwindAction="undoEverything:" id="s5"/>
              </connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class HomeViewController: UIViewController {}
          class ListViewController: UITableViewController {
            // Found when the settings come from the list; not when they come from home.
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
          }
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
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="list" kind="show" identifier="List" id="s1"/>
                <segue destination="settings" kind="custom" customClass="CrossDissolveSegue" identifier="Settings" id="s2"/>
                <segue destination="profile" kind="custom" customClass="CrossDissolveSegue" identifier="Profile" id="s3"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
              <connections><segue destination="exit1" kind="unwind" identifier="Done" unwindAction="unwindToHome:" id="s4"/></connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          <scene sceneID="s5"><objects>
            <viewController storyboardIdentifier="Profile" id="profile" customClass="ProfileViewController" sceneMemberID="viewController">
              <connections><segue destination="exit2" kind="unwind" identifier="Done" unwindAction="unwindToList:" id="s5"/></connections>
            </viewController>
            <exit id="exit2" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "HomeViewController.swift",
          """
          // Read statically: home inherits unwindToHome: from its superclass; the profile has a
          // storyboard identifier, so code may open it above the list.
          class BaseViewController: UIViewController {
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
          }
          class HomeViewController: BaseViewController {}
          class ListViewController: UITableViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
          }
          class SettingsViewController: UIViewController {}
          class ProfileViewController: UIViewController {}
          class CrossDissolveSegue: UIStoryboardSegue {}
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "nav",
          """
          <scene sceneID="s1"><objects>
            <navigationController id="nav" customClass="SideMenuNavigationController" customModule="SideMenu" sceneMemberID="viewController">
              <connections><segue destination="menu" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <tableViewController id="menu" customClass="MenuViewController" sceneMemberID="viewController">
              <connections><segue destination="about" kind="custom" customClass="CrossDissolveSegue" identifier="About" id="s1"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="about" customClass="AboutViewController" sceneMemberID="viewController">
              <connections><segue destination="exit1" kind="unwind" identifier="Close" unwindAction="closeMenu:" id="s2"/></connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "MenuViewController.swift",
          """
          // Read statically: the navigation controller's class comes from a package outside the
          // sources, which may declare closeMenu:, so the reading cannot decide.
          class MenuViewController: UITableViewController {}
          class AboutViewController: UIViewController {
            @IBAction func closeMenu(_ segue: UIStoryboardSegue) {}
          }
          class CrossDissolveSegue: UIStoryboardSegue {}
          """)),
    ]
  }
}
