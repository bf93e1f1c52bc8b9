import StoryboardKit

/// push, modal, replace and popover segues in iOS and tvOS storyboards.
struct DeprecatedSegueKindRule: FixableRule {
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

  let fixDescription = """
    `segue lint --fix` changes `kind="push"` to `kind="show"` and `kind="modal"` to \
    `kind="presentation"`, as Xcode writes them, and nothing else: the other attributes \
    (`modalTransitionStyle`, `animates`…) mean the same on the new kinds. `replace` and \
    `popover` are left for Xcode: their replacements need a split view's detail and a \
    popover's anchor.
    """

  /// The kinds `--fix` replaces: those whose replacement takes the same attributes.
  private static let fixable: Set<SegueKind> = [.push, .modal]

  func fixes(_ context: LintContext) -> [AttributeFix] {
    context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      let platform = context.graph[context.graph.document(of: edge)].platform
      guard Self.fixable.contains(segue.kind), let finding = finding(on: edge, in: context),
        let path = finding.path, let replacement = segue.kind.modernReplacement(on: platform)
      else { return nil }
      return AttributeFix(
        path: path, location: segue.location, attribute: "kind", from: segue.kind.rawValue,
        to: replacement.rawValue, finding: finding)
    }
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    context.graph.edges.compactMap { finding(on: $0, in: context) }
  }

  private func finding(on edge: EdgeID, in context: LintContext) -> Diagnostic? {
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
