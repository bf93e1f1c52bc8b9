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

  /// A grid embedded in a main screen hands its segues to the main screen's `prepare`.
  private static let forwarding = ExampleStoryboard.ios(
    initial: "main",
    """
    <scene sceneID="s1"><objects>
      <viewController id="main" customClass="MainViewController" sceneMemberID="viewController">
        <connections><segue destination="grid" kind="presentation" identifier="Grid" id="s1"/></connections>
      </viewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="grid" customClass="GridViewController" sceneMemberID="viewController">
        <connections><segue destination="main" kind="show" identifier="ShowMovie" id="s2"/></connections>
      </viewController>
    </objects></scene>
    """)

  /// The grid's `prepare` passes its segues on, so the main screen sees them too.
  private static let forwardingSource = """
    class GridViewController: UIViewController {
      weak var main: MainViewController?
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        main?.prepare(for: segue, sender: sender)
      }
    }

    """

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
          """)),
      // Where segues are forwarded, an identifier that no segue has is still never true.
      RuleExample(
        Self.forwarding,
        ExampleStoryboard.source(
          "MainViewController.swift",
          Self.forwardingSource + """
            class MainViewController: UIViewController {
              override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == ↓"ShowMovies" {}
              }
            }
            """)),
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
          """)),
      // The main screen compares the grid's identifier: the grid forwards its segues to it.
      RuleExample(
        Self.forwarding,
        ExampleStoryboard.source(
          "MainViewController.swift",
          Self.forwardingSource + """
            class MainViewController: UIViewController {
              override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "ShowMovie" {}
                super.prepare(for: segue, sender: sender)
              }
            }
            """)),
    ]
  }
}
