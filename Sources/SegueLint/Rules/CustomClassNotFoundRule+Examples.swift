extension CustomClassNotFoundRule {
  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            ↓<viewController id="list" customClass="ListViewControler" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
              <connections>↓<segue destination="detail" kind="custom" customClass="FadeSegue" identifier="Fade" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "Controllers.swift",
          """
          final class ListViewController: UIViewController {}
          @objc(DetailViewController) class Detail: UIViewController {}
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          "App/Main", initial: "receipt",
          """
          <scene sceneID="s1"><objects>
            ↓<viewController id="receipt" customClass="ReceiptViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s2"><objects>
            ↓<viewController id="chart" customClass="ChartViewController" customModule="CoreUI" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            ↓<viewController id="card" customClass="CardViewController" customModule="CoreUI" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            ↓<viewController id="legacy" customClass="_TtC3App16LegacyController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source("Kit/Package.swift", "let package = Package(name: \"Kit\")"),
        ExampleStoryboard.source(
          "Kit/Sources/CoreUI/ReceiptViewController.swift",
          "public final class ReceiptViewController: UIViewController {}"),
        ExampleStoryboard.source(
          "Kit/Sources/CoreUI/LegacyController.swift",
          "final class LegacyController: UIViewController {}"),
        ExampleStoryboard.source(
          "App/Controllers.swift", "final class ChartViewController: UIViewController {}")),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <tableView key="view" id="t1">
                <prototypes>
                  ↓<tableViewCell reuseIdentifier="Row" id="c1" customClass="RowCel" customModule="App" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="c2">
                      <subviews>↓<view id="v1" customClass="BadgeView"/></subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
            ↓<customObject id="o1" customClass="ListDataSource" customModule="App" customModuleProvider="target"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="f1" customClass="UIResponder" sceneMemberID="firstResponder"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "Controllers.swift",
          """
          final class ListViewController: UITableViewController {}
          final class RowCell: UITableViewCell {}
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
            <viewController id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="custom" customClass="PushDetailSegue" customModule="SegueKit" identifier="Push" id="s1"/>
                <segue destination="detail" kind="custom" customClass="FadeSegue" identifier="Fade" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="UIReferenceLibraryViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "Controllers.swift",
          """
          final class ListViewController: UIViewController {
            class func make() -> ListViewController { ListViewController() }
          }
          """),
        ExampleStoryboard.source(
          "FadeSegue.h",
          """
          @interface FadeSegue : UIStoryboardSegue
          @end
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          "App/Main", initial: "chart",
          """
          <scene sceneID="s1"><objects>
            <viewController id="chart" customClass="ChartViewController" customModule="CoreUI" sceneMemberID="viewController">
              <connections>
                <segue destination="home" kind="custom" customClass="PushDetailSegue" customModule="SegueKit" identifier="Push" id="s1"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="home" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="settings" customClass="SettingsViewController" customModule="App" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <controller id="watch" customClass="WatchController" customModule="App_WatchKit_Extension" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Kit/Sources/CoreUI/Resources/Card", initial: "card",
          """
          <scene sceneID="s1"><objects>
            <viewController id="card" customClass="CardViewController" customModule="CoreUI" customModuleProvider="target" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source("Kit/Package.swift", "let package = Package(name: \"Kit\")"),
        ExampleStoryboard.source(
          "Kit/Sources/CoreUI/Cards.swift",
          """
          public final class ChartViewController: UIViewController {}
          final class CardViewController: UIViewController {}
          """),
        ExampleStoryboard.source(
          "App/Controllers.swift",
          """
          final class HomeViewController: UIViewController {}
          final class SettingsViewController: UIViewController {}
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <tableView key="view" id="t1" customClass="PagedTableView" customModule="Kit">
                <prototypes>
                  <tableViewCell reuseIdentifier="Row" id="c1" customClass="RowCell" customModule="App" customModuleProvider="target"/>
                </prototypes>
              </tableView>
            </tableViewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="f1" customClass="UIResponder" sceneMemberID="firstResponder"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "Controllers.swift",
          """
          final class ListViewController: UITableViewController {}
          final class RowCell: UITableViewCell {}
          """)),
    ]
  }
}
