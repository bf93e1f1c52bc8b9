import StoryboardKit

@testable import SegueLint

// The lint rule docs/Architecture.md adds as its worked example, compiled and run by
// WorkedExampleTests: not one of LintRules.all.
// doc:begin
/// A segue that leads back to the scene it starts from.
struct SegueToOwnSceneRule: LintRule {
  let identifier = "segue-to-own-scene"
  let name = "Segue to its own scene"
  let defaultSeverity = Severity.warning
  let rationale = """
    A segue whose destination is the scene it starts from makes a second copy of that \
    controller on top of the first, which is seldom what was meant.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard segue.kind.isPerformable, let source = context.graph.source(of: edge),
        context.graph.destination(of: edge) == .scene(source)
      else { return nil }
      return finding(
        "The \(segue.kind) segue leads back to its own scene, so it stacks a second copy of "
          + "it; point it at another scene.",
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
            <viewController id="list" sceneMemberID="viewController">
              <connections>
                ↓<segue destination="list" kind="show" identifier="Again" id="s-again"/>
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
                <segue destination="detail" kind="show" identifier="Detail" id="s-detail"/>
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
// doc:end
