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
          """))
    ]
  }
}
