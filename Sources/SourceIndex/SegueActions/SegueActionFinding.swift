import StoryboardKit

/// What the sources say about the `@IBSegueAction` method a segue's
/// `destinationCreationSelector` names, as lint reports it and as `segue generate` binds it.
package enum SegueActionFinding: Sendable, Hashable {
  /// A declaration of the source controller's class (or a superclass) that UIKit can call.
  case accepted(SegueActionDeclaration)
  /// Declarations of the class with the selector, none of which UIKit can call; the first and
  /// why.
  case rejected(SegueActionDeclaration, SegueActionRejection)
  /// Declarations with the selector, all in other classes; the first.
  case declaredElsewhere(SegueActionDeclaration)
  /// No declaration has the selector.
  case undeclared(SegueActionSelector)
  /// No declaration of the source controller's class has the selector, but that class or a
  /// superclass may be declared in linked code that was not read: not judged.
  case unchecked(SegueActionSelector)
  /// The selector cannot name an `@IBSegueAction` method.
  case refused(SegueActionSelectorRefusal)

  /// The declaration code should bind: the accepted one, else the first rejected one.
  package var declaration: SegueActionDeclaration? {
    switch self {
    case .accepted(let declaration), .rejected(let declaration, _): declaration
    default: nil
    }
  }

  /// What is wrong, as a full sentence; nil for an accepted declaration. `selector` is the
  /// storyboard's, `owner` the source controller's class and `destination` the class
  /// Interface Builder instantiates (nil when unknown).
  package func problem(selector: String, owner: String?, destination: String?) -> String? {
    let owner = owner ?? "the source controller"
    switch self {
    case .accepted, .unchecked:
      return nil
    case .refused(let refusal):
      return "The destinationCreationSelector '\(selector)' cannot name an @IBSegueAction "
        + "method: \(refusal)"
    case .declaredElsewhere(let elsewhere):
      return "The @IBSegueAction method '\(selector)' is declared in "
        + "\(elsewhere.className ?? "no class") (\(elsewhere.place)), not in "
        + "\(owner) or a superclass of it, where UIKit calls it."
    case .undeclared(let read):
      return "No source declares the @IBSegueAction method '\(selector)' that creates this "
        + "segue's destination; declare "
        + "\(read.declaration(returning: (destination ?? "UIViewController") + "?")) in \(owner)."
    case .rejected(let declaration, let rejection):
      return "The @IBSegueAction method '\(declaration.swiftReference)' "
        + "(\(declaration.place)) cannot create this segue's destination: it \(rejection)."
    }
  }
}

extension SegueActionDeclaration {
  /// `path:line:col` of the declaration.
  package var place: String { "\(path):\(location.line):\(location.column)" }
}

extension SourceIndex {
  /// What the sources declare for the segue action `selector` of a segue that starts at a
  /// controller of class `sourceClass` and creates a `destinationClass` (innermost names; nil
  /// when unknown). The declarations that count are those of `sourceClass` or a superclass of
  /// it when the sources declare that class, otherwise all those with the selector; one that
  /// UIKit can call is enough.
  package func segueAction(
    _ selector: String, sourceClass: String?, destinationClass: String?
  ) -> SegueActionFinding {
    let read: SegueActionSelector
    switch SegueActionSelector.read(selector) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let selector): read = selector
    }
    let declared = segueActions(withSelector: selector)
    var candidates = declared
    if let sourceClass, hierarchy.isDeclared(sourceClass) {
      let chain = hierarchy.chain(from: sourceClass)
      candidates = declared.filter { $0.className.map(chain.contains) ?? false }
    }
    guard let first = candidates.first else {
      if let sourceClass, mayInheritFromUnreadCode(sourceClass) { return .unchecked(read) }
      return declared.first.map(SegueActionFinding.declaredElsewhere) ?? .undeclared(read)
    }
    var rejected: SegueActionFinding?
    for candidate in candidates {
      switch candidate.verdict(for: read, destinationClass: destinationClass, hierarchy: hierarchy)
      {
      case .accepted: return .accepted(candidate)
      case .rejected(let rejection): rejected = rejected ?? .rejected(candidate, rejection)
      }
    }
    return rejected ?? .accepted(first)
  }
}
