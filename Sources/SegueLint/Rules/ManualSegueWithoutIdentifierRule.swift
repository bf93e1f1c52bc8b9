import StoryboardKit

/// A segue drawn from the controller itself, with no identifier.
struct ManualSegueWithoutIdentifierRule: LintRule {
  let identifier = "manual-segue-without-identifier"
  let name = "Manual segue without identifier"
  let defaultSeverity = Severity.warning
  let rationale = """
    A manual segue is drawn from the controller itself rather than from a button or cell, so \
    nothing in the interface triggers it: only `performSegue(withIdentifier:sender:)` can, and \
    it needs the identifier. Without one the segue is dead: harmless at run time, but a sign \
    of a connection that was meant to be used, so it is a warning (make it an error with \
    `severities` in the configuration).
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard segue.isManual, segue.kind.isPerformable, segue.usableIdentifier == nil else {
        return nil
      }
      return finding(
        "The manual \(segue.kind) segue to \(context.destinationName(of: edge)) "
          + "has no identifier, so no code can perform it; give it an identifier.",
        path: context.path(of: edge), at: segue.location)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                ↓<segue destination="detail" kind="show" id="s-show"/>
                ↓<segue destination="detail" kind="presentation" identifier="" id="s-empty"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" sceneMemberID="viewController">
              <view key="view" id="v1">
                <subviews>
                  <button id="b1"><connections><segue destination="detail" kind="show" id="s-button"/></connections></button>
                </subviews>
              </view>
              <connections>
                <segue destination="detail" kind="show" identifier="ShowDetail" id="s-manual"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }
}
