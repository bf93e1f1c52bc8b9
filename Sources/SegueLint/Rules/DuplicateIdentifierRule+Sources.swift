import SourceIndex

extension DuplicateIdentifierRule {
  /// Whether the code of `className` may cast a destination by the segue identifier
  /// `identifier`: it, or a superclass, compares a segue's identifier with it, or adopts
  /// `SegueHandler` or a `SegueIdentifier` enum. Code that never reads the identifier cannot
  /// take one destination for another. True without sources, and for a class the sources do
  /// not show whole (not declared, or inheriting from linked code that was not read).
  static func mayRelyOnDestination(
    _ className: String, identifier: String, sources: SourceIndex?
  ) -> Bool {
    guard let sources else { return true }
    let name = className.split(separator: ".").last.map(String.init) ?? className
    guard sources.classes.contains(name), !sources.mayInheritFromUnreadCode(name) else {
      return true
    }
    let chain = Set(sources.hierarchy.chain(from: name))
    let adopts = chain.contains {
      sources.segueHandlerConformers.contains($0) || sources.handWrittenSegueIdentifiers[$0] != nil
    }
    return adopts
      || sources.comparedIdentifiers.contains {
        $0.value == identifier && ($0.enclosingClass.map(chain.contains) ?? true)
      }
  }
}
