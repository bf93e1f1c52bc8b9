import StoryboardKit

/// push, modal, replace and popover segues in iOS and tvOS storyboards.
struct DeprecatedSegueKindRule: LintRule {
  let identifier = "deprecated-segue-kind"
  let name = "Deprecated segue kind"
  let defaultSeverity = Severity.warning
  let rationale = """
    iOS 8 replaced the `push`, `modal`, `replace` and `popover` segues with `show`, \
    `presentation`, `showDetail` and `popoverPresentation`, which adapt to size classes and \
    split views. The old kinds still run but do not adapt. On macOS `modal` and `popover` are \
    current kinds, and watchOS keeps `push` and `modal`, so only iOS and tvOS storyboards are \
    checked.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard [.push, .modal, .replace, .popover].contains(segue.kind), context.isUIKit(edge) else {
        return nil
      }
      let document = context.graph[context.graph.document(of: edge)]
      guard let replacement = segue.kind.modernReplacement(on: document.platform) else {
        return nil
      }
      return finding(
        "The '\(segue.kind)' segue kind is deprecated since iOS 8; use '\(replacement)', which "
          + "adapts to size classes.",
        path: document.path, at: segue.location)
    }
  }

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
            <viewController id="list" sceneMemberID="viewController">
              <connections>
                ↓<segue destination="other" kind="push" identifier="Push" id="s1"/>
                ↓<segue destination="other" kind="modal" identifier="Modal" id="s2"/>
                ↓<segue destination="other" kind="replace" identifier="Replace" id="s3"/>
                ↓<segue destination="other" kind="popover" identifier="Popover" id="s4"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="other" sceneMemberID="viewController"/>
          </objects></scene>
          """))
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.macOS(
          initial: "main",
          """
          <scene sceneID="s1"><objects>
            <viewController id="main" sceneMemberID="viewController">
              <connections>
                <segue destination="other" kind="modal" identifier="Modal" id="s1"/>
                <segue destination="other" kind="popover" identifier="Popover" popoverBehavior="t" preferredEdge="maxY" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="other" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
      RuleExample(
        ExampleStoryboard.ios(
          initial: "list",
          """
          <scene sceneID="s1"><objects>
            <viewController id="list" sceneMemberID="viewController">
              <connections>
                <segue destination="other" kind="show" identifier="Show" id="s1"/>
                <segue destination="other" kind="presentation" identifier="Present" id="s2"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="other" sceneMemberID="viewController"/>
          </objects></scene>
          """)),
    ]
  }
}
