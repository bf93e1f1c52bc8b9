import StoryboardKit

/// A segue whose destination id names no element of its document.
struct DanglingDestinationRule: LintRule {
  let identifier = "dangling-destination"
  let name = "Dangling destination"
  let defaultSeverity = Severity.error
  let rationale = """
    A segue's `destination` must be the id of a controller, a storyboard reference or an exit \
    of the same document. One that names nothing (left by a hand merge, or a scene deleted \
    outside Interface Builder) makes the storyboard fail to compile or crash when it loads.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    context.graph.edges.compactMap { edge in
      guard context.graph.destination(of: edge) == .missing else { return nil }
      let segue = context.graph[edge]
      let message =
        if let destination = segue.destination {
          "The \(segue.kind) segue leads to '\(destination)', which is no controller, storyboard "
            + "reference or exit of this document."
        } else {
          "The \(segue.kind) segue names no destination."
        }
      return finding(message, path: context.path(of: edge), at: segue.location)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" sceneMemberID="viewController">
              <connections>
                ↓<segue destination="gone" kind="show" identifier="Open" id="s1"/>
                ↓<segue kind="presentation" identifier="Edit" id="s2"/>
              </connections>
            </viewController>
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
              <connections>
                <segue destination="detail" kind="show" identifier="Open" id="s1"/>
                <segue destination="settings" kind="presentation" identifier="Settings" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" sceneMemberID="viewController">
              <connections><segue destination="exit2" kind="unwind" unwindAction="done:" id="s3"/></connections>
            </viewController>
            <exit id="exit2" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="Settings" id="settings" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }
}
