/// What a storyboard's `destinationCreationSelector` (such as `makeDetail:sender:`) means: the
/// Objective-C selector of the `@IBSegueAction` method UIKit or AppKit calls on the segue's
/// source controller to create the destination, read as the Swift method it must be.
///
/// The method takes one to three parameters, in this order: the coder (`NSCoder`), the sender
/// (`Any?`) and the segue's identifier (`String?`). Swift exports
/// `func makeDetail(_ coder: NSCoder, sender: Any?)` as `makeDetail:sender:` and
/// `func makeDetail(coder: NSCoder)` as `makeDetailWithCoder:`; ``baseName`` and ``labels`` are
/// that reading. A declaration with another first label (`make(with:)`, exported as
/// `makeWith:`) has the same selector: ``SegueActionDeclaration/hasSelector(_:)`` decides.
package struct SegueActionSelector: Sendable, Hashable {
  /// The selector as written in the storyboard.
  package var selector: String
  /// The Swift base name, such as `makeDetail`.
  package var baseName: String
  /// The Swift argument labels, `_` for none: one per parameter.
  package var labels: [String]

  /// The parameter types by position, as Swift spells them.
  package static let parameterTypes = ["NSCoder", "Any?", "String?"]

  /// Reads `selector`; nil when it cannot name an `@IBSegueAction` method
  /// (``SegueActionSelectorRefusal`` says why).
  package init?(_ selector: String) {
    guard case .success(let read) = Self.read(selector) else { return nil }
    self = read
  }

  private init(selector: String, baseName: String, labels: [String]) {
    self.selector = selector
    self.baseName = baseName
    self.labels = labels
  }

  /// Reads `selector`, or says why it cannot name an `@IBSegueAction` method.
  package static func read(_ selector: String) -> Result<Self, SegueActionSelectorRefusal> {
    guard selector.hasSuffix(":") else { return .failure(.notASelector) }
    let pieces = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false)
      .map(String.init)
    guard pieces.allSatisfy(SwiftWords.isPlainIdentifier) else { return .failure(.notASelector) }
    guard (1...3).contains(pieces.count) else { return .failure(.parameterCount(pieces.count)) }
    if let family = SwiftWords.ownershipFamily(of: pieces[0]) {
      return .failure(.ownershipFamily(family))
    }
    let labels = Array(pieces.dropFirst())
    if let label = labels.first(where: SwiftWords.forbiddenLabels.contains) {
      return .failure(.forbiddenLabel(label))
    }
    var base = pieces[0]
    var firstLabel = "_"
    if base.hasSuffix("WithCoder"), base.count > "WithCoder".count {
      base.removeLast("WithCoder".count)
      firstLabel = "coder"
    }
    return .success(Self(selector: selector, baseName: base, labels: [firstLabel] + labels))
  }

  /// How many parameters the method takes: one per piece of the selector.
  package var arity: Int { labels.count }

  /// The parameter types of this method.
  package var parameterTypes: [String] { Array(Self.parameterTypes.prefix(arity)) }

  /// The method's full Swift name, such as `makeDetail(_:sender:)`.
  package var swiftReference: String {
    SwiftWords.escaped(baseName) + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// A Swift declaration of the method returning `returnType`, such as
  /// `@IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController?`.
  package func declaration(returning returnType: String) -> String {
    let names = ["coder", "sender", "segueIdentifier"]
    let parameters = zip(labels, parameterTypes).enumerated().map { index, pair in
      let (label, type) = pair
      return (label == names[index] ? label : label + " " + names[index]) + ": " + type
    }
    return "@IBSegueAction func \(SwiftWords.escaped(baseName))("
      + parameters.joined(separator: ", ") + ") -> \(returnType)"
  }
}
