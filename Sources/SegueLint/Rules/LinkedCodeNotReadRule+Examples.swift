import SourceIndex

extension LinkedCodeNotReadRule {
  private static let pods = [
    UnreadLinkedCode(
      kind: .pod, name: "ORStackView", module: "ORStackView", howToRead: "Run `pod install`.")
  ]

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  ↓<view contentMode="scaleToFill" customClass="ORStackView" id="v2"/>
                  <view contentMode="scaleToFill" customClass="ORStackView" id="v3"/>
                  <view contentMode="scaleToFill" customClass="MKMapView" id="v4"/>
                </subviews>
              </view>
            </viewController>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift", "class ListViewController: UIViewController {}"),
        unreadLinkedCode: Self.pods),
      // A class of a package module, which no source here holds: not judged, and counted.
      RuleExample(
        ExampleStoryboard.ios(
          initial: "form",
          """
          <scene sceneID="s1"><objects>
            <viewController id="form" customClass="FormViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  ↓<textField contentMode="scaleToFill" customClass="PhoneNumberTextField" customModule="PhoneNumberKit" id="v2"/>
                </subviews>
              </view>
            </viewController>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "FormViewController.swift", "class FormViewController: UIViewController {}")),
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      // Everything linked was read: `custom-class-not-found` judges ORStackView.
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  <view contentMode="scaleToFill" customClass="ORStackView" id="v2"/>
                </subviews>
              </view>
            </viewController>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift", "class ListViewController: UIViewController {}")),
      // Unread code, but every class is declared or Apple's.
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  <view contentMode="scaleToFill" customClass="MKMapView" id="v2"/>
                  <view contentMode="scaleToFill" customClass="ListHeaderView" id="v3"/>
                </subviews>
              </view>
            </viewController>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {}
          class ListHeaderView: UIView {}
          """),
        unreadLinkedCode: Self.pods),
    ]
  }
}
