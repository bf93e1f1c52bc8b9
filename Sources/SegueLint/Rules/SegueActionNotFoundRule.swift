import SourceIndex
import StoryboardKit

/// A segue whose @IBSegueAction method no scanned source declares in a shape UIKit can call.
struct SegueActionNotFoundRule: LintRule {
  let identifier = "segue-action-not-found"
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

  /// What is wrong with the segue's action, as a message; nil when a declaration fits.
  private func problem(
    _ edge: EdgeID, selector spelled: String, context: LintContext, sources: SourceIndex
  ) -> String? {
    let selector: SegueActionSelector
    switch SegueActionSelector.read(spelled) {
    case .failure(let refusal):
      return "The destinationCreationSelector '\(spelled)' cannot name an @IBSegueAction "
        + "method: \(refusal)"
    case .success(let read): selector = read
    }
    let sourceClass = context.sourceClass(of: edge)
    let destination = context.createdClass(of: edge)
    let declared = sources.segueActions(withSelector: spelled)
    var candidates = declared
    if let sourceClass, sources.hierarchy.isDeclared(sourceClass) {
      let chain = sources.hierarchy.chain(from: sourceClass)
      candidates = declared.filter { $0.className.map(chain.contains) ?? false }
    }
    let owner = sourceClass ?? "the source controller"
    guard !candidates.isEmpty else {
      if let elsewhere = declared.first {
        return "The @IBSegueAction method '\(spelled)' is declared in "
          + "\(elsewhere.className ?? "no class") (\(Self.place(of: elsewhere))), not in "
          + "\(owner) or a superclass of it, where UIKit calls it."
      }
      return "No source declares the @IBSegueAction method '\(spelled)' that creates this "
        + "segue's destination; declare "
        + "\(selector.declaration(returning: (destination.name ?? "UIViewController") + "?")) "
        + "in \(owner)."
    }
    var rejections: [(SegueActionDeclaration, SegueActionRejection)] = []
    for candidate in candidates {
      switch candidate.verdict(
        for: selector, destinationClass: destination.name, hierarchy: sources.hierarchy)
      {
      case .accepted: return nil
      case .rejected(let rejection): rejections.append((candidate, rejection))
      }
    }
    guard let (declaration, rejection) = rejections.first else { return nil }
    return "The @IBSegueAction method '\(declaration.swiftReference)' "
      + "(\(Self.place(of: declaration))) cannot create this segue's destination: it "
      + "\(rejection)."
  }

  /// `path:line:col` of a declaration.
  private static func place(of declaration: SegueActionDeclaration) -> String {
    "\(declaration.path):\(declaration.location.line):\(declaration.location.column)"
  }
}
