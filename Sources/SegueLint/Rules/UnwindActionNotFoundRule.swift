import SourceIndex
import StoryboardKit

/// An unwind segue whose action no scanned source declares.
struct UnwindActionNotFoundRule: LintRule {
  let identifier = "unwind-action-not-found"
  let judgesByTheTargetsCode = true
  let name = "Unwind action not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    UIKit looks for the controller that implements an unwind segue's action by walking back \
    through parents and presenters; when none does, the unwind silently does nothing. The \
    action must be declared as `@IBAction func name(_ segue: UIStoryboardSegue)` (Swift) or \
    `- (IBAction)name:(UIStoryboardSegue *)segue` (Objective-C) in some source. \
    While the target links code that was not read (a pod before `pod install`, an unresolved \
    package, a submodule not checked out), an action no source declares is not judged: that \
    code may declare it in an extension of `UIViewController` (the Spring library declares \
    `unwindToViewController:` so) or in a scene's superclass; `linked-code-not-read` names \
    such actions. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources, sources.unreadLinkedCode.isEmpty else { return [] }
    return Self.undeclared(in: context, sources: sources).map { edge, action in
      finding(
        "No source declares the unwind action '\(action)'; declare @IBAction func "
          + "\(Self.declaration(of: action)) in the controller to unwind to.",
        path: context.path(of: edge), at: context.graph[edge].location)
    }
  }

  /// The Swift declaration whose selector is `action`: `unwindHome(_ segue:
  /// UIStoryboardSegue)` for `unwindHome:`, and a parameter more for each further part, so
  /// that `backToMosaicFor:sender:` gets `backToMosaicFor(_ segue: UIStoryboardSegue, sender:
  /// Any?)`, not a method of another selector.
  static func declaration(of action: String) -> String {
    var parts = action.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 1, parts.last == "" { parts.removeLast() }
    let base = parts.first ?? action
    let further = parts.dropFirst().map { "\($0): Any?" }
    return base + "(" + (["_ segue: UIStoryboardSegue"] + further).joined(separator: ", ") + ")"
  }

  /// The unwind segues whose action no source declares, with the action, in the graph's order.
  static func undeclared(in context: LintContext, sources: SourceIndex) -> [(
    edge: EdgeID, action: String
  )] {
    context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard segue.kind == .unwind, let action = segue.details.unwindAction, !action.isEmpty,
        !sources.declaresMethod(action)
      else { return nil }
      return (edge, action)
    }
  }

  var triggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "edit",
          """
          <scene sceneID="s1"><objects>
            <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
              <connections>↓<segue destination="exit1" kind="unwind" identifier="Done" unwindAction="unwindToLst:" id="s1"/></connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UITableViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
          }
          """))
    ]
  }

  var nonTriggeringExamples: [RuleExample] {
    [
      RuleExample(
        ExampleStoryboard.ios(
          initial: "edit",
          """
          <scene sceneID="s1"><objects>
            <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="exit1" kind="unwind" identifier="Done" unwindAction="unwindToList:" id="s1"/>
                <segue destination="exit1" kind="unwind" identifier="Cancel" unwindAction="cancelEditing:" id="s2"/>
                <segue destination="exit1" kind="unwind" identifier="Home" unwindAction="unwindWithSegue:" id="s3"/>
              </connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          """),
        ExampleStoryboard.source(
          "ListViewController.swift",
          """
          class ListViewController: UITableViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            @IBAction func unwind(segue: UIStoryboardSegue) {}
          }
          """),
        ExampleStoryboard.source(
          "HomeViewController.m",
          """
          @implementation HomeViewController
          - (IBAction)cancelEditing:(UIStoryboardSegue *)segue {}
          @end
          """))
    ]
  }
}
