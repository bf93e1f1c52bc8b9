extension ComparedIdentifierNotInStoryboardRule {
  private static let storyboard = ExampleStoryboard.ios(
    initial: "list",
    """
    <scene sceneID="s1"><objects>
      <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
        <connections>
          <segue destination="detail" kind="show" identifier="ShowDetail" id="s1"/>
          <segue destination="detail" kind="presentation" identifier="Compose" id="s2"/>
        </connections>
      </viewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
        <connections><segue destination="exit1" kind="unwind" identifier="Save" unwindAction="unwindToList:" id="s3"/></connections>
      </viewController>
      <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
    </objects></scene>
    """)

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        Self.storyboard,
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              if segue.identifier == ↓"ShowDetails" { return }
              guard let identifier = segue.identifier else { return }
              switch identifier {
              case "ShowDetail", ↓"Composer": break
              default: break
              }
            }
          }
          class DetailViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              if ↓"ShowDetail" == segue.identifier {}
            }
          }
          """),
        ExampleStoryboard.source(
          "Router.m",
          """
          @implementation Router
          - (void)route:(UIStoryboardSegue *)segue {
            if ([segue.identifier isEqualToString:↓@"Legacy"]) {}
          }
          @end
          """))
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        Self.storyboard,
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              switch segue.identifier {
              case "ShowDetail": break
              case "Compose": break
              default: break
              }
              let other = "Elsewhere"
              if other == "Nowhere" {}
            }
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
              if segue.identifier == "Save" {}
            }
          }
          class Coordinator {
            func prepare(_ segue: UIStoryboardSegue) {
              if segue.identifier != "Compose" {}
              #if os(macOS)
              if segue.identifier == "MacOnly" {}
              #endif
            }
          }
          """),
        ExampleStoryboard.source(
          "Router.m",
          """
          @implementation Router
          - (void)route:(UIStoryboardSegue *)segue {
            if ([@"ShowDetail" isEqualToString:segue.identifier]) {}
          }
          @end
          """))
    ]
  }
}
