extension SegueActionNotFoundRule {
  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                ↓<segue destination="detail" kind="show" identifier="Typo" destinationCreationSelector="makeDetal:sender:" id="s1"/>
                ↓<segue destination="detail" kind="show" identifier="Settings" destinationCreationSelector="makeSettings:" id="s2"/>
                ↓<segue destination="detail" kind="show" identifier="Async" destinationCreationSelector="makeLater:" id="s3"/>
                ↓<segue destination="detail" kind="show" identifier="Sender" destinationCreationSelector="makeForButton:sender:" id="s4"/>
                ↓<segue destination="detail" kind="show" identifier="Other" destinationCreationSelector="makeElsewhere:" id="s5"/>
                ↓<segue destination="detail" kind="show" identifier="New" destinationCreationSelector="newDetail:" id="s6"/>
                ↓<segue destination="detail" kind="show" identifier="Hidden" destinationCreationSelector="makeHidden:" id="s7"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class DetailViewController: UIViewController {}
          class SettingsViewController: UIViewController {}
          class ListViewController: UIViewController {
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
              DetailViewController(coder: coder)
            }
            @IBSegueAction func makeSettings(_ coder: NSCoder) -> SettingsViewController? { nil }
            @IBSegueAction func makeLater(_ coder: NSCoder) async -> DetailViewController? { nil }
            @IBSegueAction func makeForButton(_ coder: NSCoder, sender: UIButton?) -> UIViewController? {
              nil
            }
            func makeHidden(_ coder: NSCoder) -> DetailViewController? { nil }
          }
          class OtherViewController: UIViewController {
            @IBSegueAction func makeElsewhere(_ coder: NSCoder) -> DetailViewController? { nil }
          }
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="LegacyListViewController" sceneMemberID="viewController">
              <connections>
                ↓<segue destination="nav" kind="presentation" identifier="Edit" destinationCreationSelector="makeEditor:sender:" id="s1"/>
              </connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <navigationController id="nav" customClass="EditorNavigationController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "LegacyListViewController.h",
          """
          @interface EditorNavigationController : UINavigationController
          @end
          @interface DetailViewController : UIViewController
          @end
          @interface LegacyListViewController : UITableViewController
          - (IBSegueAction DetailViewController *)makeEditor:(NSCoder *)coder sender:(id)sender;
          @end
          """)),
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Detail" destinationCreationSelector="makeDetail:sender:" id="s1"/>
                <segue destination="detail" kind="show" identifier="Edit" destinationCreationSelector="makeEditorWithCoder:" id="s2"/>
                <segue destination="detail" kind="show" identifier="Named" destinationCreationSelector="makeDetail:sender:segueIdentifier:" id="s3"/>
                <segue destination="detail" kind="show" identifier="Special" destinationCreationSelector="makeSpecial:" id="s4"/>
                <segue destination="detail" kind="show" identifier="Inherited" destinationCreationSelector="makeFromBase:" id="s5"/>
                <segue destination="hosting" kind="show" identifier="SwiftUI" destinationCreationSelector="makeSummary:" id="s6"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <hostingController id="hosting" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class DetailViewController: UIViewController {}
          final class SpecialDetailViewController: DetailViewController {}
          class BaseListViewController: UIViewController {
            @IBSegueAction func makeFromBase(_ coder: NSCoder) -> DetailViewController? { nil }
          }
          class ListViewController: BaseListViewController {
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? {
              DetailViewController(coder: coder)
            }
            @IBSegueAction func makeEditor(coder: NSCoder) -> DetailViewController { fatalError() }
            @IBSegueAction func makeSpecial(_ coder: NSCoder) -> SpecialDetailViewController? { nil }
          }
          extension ListViewController {
            @IBSegueAction func makeDetail(
              _ coder: NSCoder, sender: Any?, segueIdentifier: String?
            ) -> DetailViewController? { nil }
            @IBSegueAction func makeSummary(_ coder: NSCoder) -> UIHostingController<SummaryView>? {
              UIHostingController(coder: coder, rootView: SummaryView())
            }
          }
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="LegacyListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Detail" destinationCreationSelector="makeDetail:sender:" id="s1"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "LegacyListViewController.m",
          """
          @implementation LegacyListViewController
          - (UIViewController *)makeDetail:(NSCoder *)coder sender:(id)sender {
            return [[DetailViewController alloc] initWithCoder:coder];
          }
          @end
          """)),
    ]
  }
}
