extension DuplicateIdentifierRule {
  private static let phone =
    ExampleStoryboard.ios(
      "Phone", initial: "list",
      """
      <scene sceneID="s1"><objects>
        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
          <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
        </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects>
        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
      </objects></scene>
      """)

  private static let tablet =
    ExampleStoryboard.ios(
      "Tablet", initial: "list",
      """
      <scene sceneID="s1"><objects>
        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
          <connections>↓<segue destination="map" kind="show" identifier="Open" id="s1"/></connections>
        </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects>
        <viewController id="map" customClass="MapViewController" sceneMemberID="viewController"/>
      </objects></scene>
      """)

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Open" id="s1"/>
                ↓<segue destination="edit" kind="presentation" identifier="Open" id="s2"/>
              </connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        Self.phone, Self.tablet,
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              if segue.identifier == "Open", let detail = segue.destination as? DetailViewController {
                detail.item = selectedItem
              }
            }
          }
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
                <segue destination="detail" kind="show" identifier="Open" id="s1"/>
                <segue destination="other" kind="show" identifier="" id="s2"/>
                <segue destination="other" kind="show" identifier="" id="s3"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="other" kind="show" identifier="Open" id="s4"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="other" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          "Phone", initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="show" identifier="Open" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.ios(
          "Tablet", initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="nav" kind="presentation" identifier="Open" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      // A button and a gesture that show the same scene: nothing to tell apart.
      RuleExample(
        ExampleStoryboard.ios(
          initial: "photo",
          """
          <scene sceneID="s1"><objects>
            <viewController id="photo" customClass="PhotoViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  <button opaque="NO" contentMode="scaleToFill" id="b1">
                    <connections><segue destination="zoom" kind="show" identifier="Zoom" id="s1"/></connections>
                  </button>
                </subviews>
              </view>
            </viewController>
            <tapGestureRecognizer id="g1">
              <connections><segue destination="zoom" kind="show" identifier="Zoom" id="s2"/></connections>
            </tapGestureRecognizer>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="zoom" customClass="ZoomViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      // The class's code never reads the identifier, so it casts nothing by it.
      RuleExample(
        Self.phone, Self.tablet.stripped,
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            @IBAction func open() { performSegue(withIdentifier: "Open", sender: nil) }
          }
          """)),
    ]
  }
}
