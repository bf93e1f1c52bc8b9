import SourceIndex
import StoryboardKit

/// A controller's or segue's custom class, meant to be in the app's own code, that no scanned
/// source declares.
struct CustomClassNotFoundRule: LintRule {
  let identifier = "custom-class-not-found"
  let name = "Custom class not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    A scene or segue whose custom class does not exist is loaded as the plain UIKit class: \
    outlets fail with "this class is not key value coding-compliant", and the controller's code \
    never runs. Only classes meant to be in the scanned code are checked: those with \
    `customModuleProvider="target"` or with no `customModule`, and not named like a system \
    class (`UI…`, `NS…`, `WK…`, `AV…` and other Apple prefixes). A class from another module, \
    such as SegueKit's `PushDetailSegue`, is not reported. \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let graph = context.graph
    var findings: [Diagnostic] = []
    for node in graph.nodes where graph[node].reference == nil {
      let controller = graph[node]
      if let missing = missingClass(controller.classReference, sources) {
        findings.append(
          finding(
            "No source declares '\(missing)', the custom class of this controller.",
            path: context.path(of: node), at: controller.location))
      }
    }
    for edge in graph.edges {
      let segue = graph[edge]
      if let missing = missingClass(segue.classReference, sources) {
        findings.append(
          finding(
            "No source declares '\(missing)', the custom class of this segue.",
            path: context.path(of: edge), at: segue.location))
      }
    }
    return findings
  }

  /// The class name when it should be declared in the sources and is not. The sources record
  /// classes by their own name, so a nested class is looked for by its innermost name.
  private func missingClass(_ reference: ClassReference?, _ sources: SourceIndex) -> String? {
    guard let reference, reference.isInCurrentTarget || reference.module == nil,
      reference.mangling != .undecodable
    else { return nil }
    let name = reference.name.split(separator: ".").last.map(String.init) ?? reference.name
    guard !SystemClassPrefixes.matches(name), !sources.classes.contains(name) else { return nil }
    return name
  }

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
          """))
    ]
  }
}
