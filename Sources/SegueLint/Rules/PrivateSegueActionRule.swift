import SourceIndex
import StoryboardKit

/// A segue whose @IBSegueAction method is private to its file, so that generated code
/// cannot check it.
struct PrivateSegueActionRule: LintRule {
  let identifier = "private-segue-action"
  let judgesByTheTargetsCode = true
  let name = "Private segue action"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    UIKit and AppKit call a segue's `@IBSegueAction` method by its selector at run time, so \
    one declared `private` or `fileprivate`, or in a `private` or `fileprivate` extension, \
    works. Code in other files cannot name it, though: `segue generate` leaves it out of the \
    compile-time check it writes (naming it would fail the app's build with "inaccessible due \
    to 'fileprivate' protection level"), and a renamed or misspelled method is then found \
    only when the segue runs. Make the method internal. \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    return context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard let selector = segue.details.destinationCreationSelector, !selector.isEmpty else {
        return nil
      }
      let finding = sources.segueAction(
        selector, sourceClass: context.sourceClass(of: edge),
        destinationClass: context.createdClass(of: edge).name)
      guard let message = finding.declaration?.accessProblem else { return nil }
      return self.finding(message, path: context.path(of: edge), at: segue.location)
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
                ↓<segue destination="detail" kind="show" identifier="Detail" destinationCreationSelector="makeDetail:sender:" id="s1"/>
                ↓<segue destination="detail" kind="show" identifier="Edit" destinationCreationSelector="makeEditor:" id="s2"/>
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
          class ListViewController: UIViewController {
            @IBSegueAction private func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
              DetailViewController(coder: coder)
            }
          }
          private extension ListViewController {
            @IBSegueAction func makeEditor(_ coder: NSCoder) -> DetailViewController? { nil }
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
                <segue destination="detail" kind="show" identifier="Edit" destinationCreationSelector="makeEditor:" id="s2"/>
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
          class ListViewController: UIViewController {
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
              DetailViewController(coder: coder)
            }
            private func helper() {}
          }
          extension ListViewController {
            @IBSegueAction func makeEditor(_ coder: NSCoder) -> DetailViewController? { nil }
          }
          private extension ListViewController {
            func unrelated(_ coder: NSCoder) -> DetailViewController? { nil }
          }
          """))
    ]
  }
}
