import StoryboardKit

/// A method that may be an `@IBSegueAction` as a source file declares it: an instance or class
/// method of one to three parameters that returns something, in Swift
/// (`@IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController?`)
/// or Objective-C (`- (IBSegueAction UIViewController *)makeDetail:(NSCoder *)coder
/// sender:(id)sender`). ``verdict(for:destinationClass:hierarchy:)`` says whether a segue can
/// use it.
package struct SegueActionDeclaration: Sendable, Hashable {
  /// The language of the declaration.
  package enum Language: Sendable, Hashable {
    case swift
    case objectiveC
  }

  package var language: Language
  /// The class, extension or category whose body declares it; nil outside any.
  package var className: String?
  /// The Swift base name, or the first piece of the Objective-C selector.
  package var baseName: String
  /// The Swift argument labels (`_` for none), or the Objective-C selector's later pieces.
  package var labels: [String]
  /// The selector `@objc(…)` gives, which replaces the one Swift would make.
  package var explicitSelector: String?
  /// The parameter types, in order.
  package var parameterTypes: [TypeSpelling]
  package var returnType: TypeSpelling
  /// Whether it is marked `@IBSegueAction` (Swift) or `IBSegueAction` (Objective-C).
  package var isMarked: Bool
  /// Whether Objective-C can call it: marked, `@objc`, in an `@objc` or `@objcMembers` type or
  /// extension, or written in Objective-C.
  package var isExposed: Bool
  package var isStatic = false
  package var isAsync = false
  package var isThrowing = false
  /// Why code in other files cannot name it, after "is": `private`, `fileprivate`, or `in a
  /// private extension` (or type); nil when it is internal or wider. UIKit still calls it
  /// through the Objective-C runtime, but the file `segue generate` writes cannot check it.
  package var fileAccess: String?
  /// The source file and where the declaration's `func` or `-` is.
  package var path: String
  package var location: TextLocation

  /// The Objective-C selectors the declaration may have. Swift appends the first label to the
  /// base name, after `With` (`makeDetailWithCoder:`) or, for a preposition, without it
  /// (`makeFor:`); both spellings count, so that a declaration is never missed.
  package var selectors: Set<String> {
    if let explicitSelector { return [explicitSelector] }
    guard language == .swift else { return [([baseName] + labels).map { $0 + ":" }.joined()] }
    let rest = labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    guard let first = labels.first, first != "_" else { return [baseName + ":" + rest] }
    let label = SwiftWords.capitalized(first)
    return [baseName + "With" + label + ":" + rest, baseName + label + ":" + rest]
  }

  /// Whether `selector` is one of ``selectors``.
  package func hasSelector(_ selector: String) -> Bool {
    if let explicitSelector { return selector == explicitSelector }
    // Every spelling starts with the base name: most declarations are ruled out before their
    // spellings are made.
    return selector.hasPrefix(baseName) && selectors.contains(selector)
  }

  /// How Swift code names the method: `makeDetail(_:sender:)`, or for Objective-C the name
  /// Swift imports it under when the selector's first piece ends in `WithCoder`.
  package var swiftReference: String {
    switch language {
    case .swift:
      SwiftWords.escaped(baseName) + "(" + labels.map { $0 + ":" }.joined() + ")"
    case .objectiveC:
      SegueActionSelector(selectors.first ?? "")?.swiftReference ?? baseName
    }
  }
}
