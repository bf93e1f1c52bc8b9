import SourceIndex
import StoryboardKit

/// A segue whose @IBSegueAction method no scanned source declares.
struct SegueActionNotFoundRule: LintRule {
  let identifier = "segue-action-not-found"
  let name = "Segue action not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    A segue's `destinationCreationSelector` names an `@IBSegueAction` method of the source \
    controller that creates the destination (iOS 13). Interface Builder does not check that \
    the method exists; a typo or a renamed method shows only at run time, when the segue is \
    performed. \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    return context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard let selector = segue.details.destinationCreationSelector, !selector.isEmpty,
        !sources.declaresMethod(selector)
      else { return nil }
      return finding(
        "No source declares the @IBSegueAction method '\(selector)' that creates this "
          + "segue's destination.",
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
              <connections>↓<segue destination="detail" kind="show" identifier="Detail" destinationCreationSelector="makeDetal:sender:" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UIViewController {
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
              DetailViewController(coder: coder)
            }
          }
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
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="detail" kind="show" identifier="Detail" destinationCreationSelector="makeDetail:sender:" id="s1"/>
                <segue destination="detail" kind="show" identifier="Edit" destinationCreationSelector="makeEditorWithCoder:" id="s2"/>
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
          class ListViewController: UIViewController {
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
              DetailViewController(coder: coder)
            }
            @IBSegueAction func makeEditor(coder: NSCoder) -> DetailViewController? { nil }
          }
          """))
    ]
  }
}
