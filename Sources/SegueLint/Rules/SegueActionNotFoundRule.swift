import SourceIndex
import StoryboardKit

/// A segue whose @IBSegueAction method no scanned source declares in a shape UIKit can call.
struct SegueActionNotFoundRule: LintRule {
  let identifier = "segue-action-not-found"
  let judgesByTheTargetsCode = true
  let name = "Segue action not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    A segue's `destinationCreationSelector` names an `@IBSegueAction` method of the source \
    controller that creates the destination (iOS 13, macOS 10.15). Interface Builder does not \
    check that the method exists; a typo, a renamed method or one of the wrong shape shows \
    only at run time, when the segue is performed. The method must be declared in the source \
    controller's class or a superclass (when the sources declare that class), take one \
    parameter per piece of the selector typed `NSCoder`, `Any?`, `String?` (`NSCoder *`, `id`, \
    `NSString *` in Objective-C), be an instance method that is neither async nor throwing, \
    be marked `@IBSegueAction` (or `@objc`), and return, optional or not, the destination's \
    class, a superclass or subclass of it, or a class the sources do not declare (such as \
    `UIViewController`). A selector starting with `new`, `alloc`, `init`, `copy` or \
    `mutableCopy` is reported too: Swift refuses such a segue action. The same definition \
    decides which methods `segue generate` binds. \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    return context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard let selector = segue.details.destinationCreationSelector, !selector.isEmpty,
        let message = problem(edge, selector: selector, context: context, sources: sources)
      else { return nil }
      return finding(message, path: context.path(of: edge), at: segue.location)
    }
  }

  /// What is wrong with the segue's action, as a message; nil when a declaration fits. The
  /// finding and its words are the ones `segue generate` warns with.
  private func problem(
    _ edge: EdgeID, selector: String, context: LintContext, sources: SourceIndex
  ) -> String? {
    let sourceClass = context.sourceClass(of: edge)
    let destination = context.createdClass(of: edge).name
    return sources.segueAction(selector, sourceClass: sourceClass, destinationClass: destination)
      .problem(selector: selector, owner: sourceClass, destination: destination)
  }
}
