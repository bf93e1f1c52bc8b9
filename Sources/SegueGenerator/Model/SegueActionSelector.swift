/// An `@IBSegueAction` method as a storyboard names it (`destinationCreationSelector`, an
/// Objective-C selector), turned into the Swift method it must be.
///
/// Swift exports `func makeEditor(_ coder: NSCoder, sender: Any?) -> X?` as
/// `makeEditor:sender:`, and `func makeEditor(coder: NSCoder) -> X?` as `makeEditorWithCoder:`.
/// The parameters are, in order, the coder, the sender and the segue's identifier.
struct SegueActionSelector: Sendable, Hashable {
  /// The selector as written in the storyboard.
  var selector: String
  /// The Swift base name, such as `makeEditor`.
  var baseName: String
  /// The Swift argument labels, `_` for none.
  var labels: [String]

  /// The parameter types by position.
  static let parameterTypes = ["NSCoder", "Any?", "String?"]

  /// Reads `selector`; nil when it cannot name an `@IBSegueAction` method.
  init?(_ selector: String) {
    guard selector.hasSuffix(":") else { return nil }
    let pieces = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false)
      .map(String.init)
    guard (1...3).contains(pieces.count), pieces.allSatisfy(Self.isPlainIdentifier) else {
      return nil
    }
    var base = pieces[0]
    var firstLabel = "_"
    if base.hasSuffix("WithCoder"), base.count > "WithCoder".count {
      base.removeLast("WithCoder".count)
      firstLabel = "coder"
    }
    // Objective-C's ownership conventions forbid these prefixes for a method returning an object.
    let forbidden = ["new", "alloc", "init", "copy", "mutableCopy"]
    guard !forbidden.contains(where: { Self.startsFamily(base, $0) }) else { return nil }
    self.selector = selector
    self.baseName = base
    self.labels = [firstLabel] + pieces.dropFirst()
  }

  /// The parameter types of this method.
  var parameterTypes: [String] { Array(Self.parameterTypes.prefix(labels.count)) }

  /// The method's full Swift name, such as `makeEditor(_:sender:)`.
  var swiftReference: String {
    SwiftIdentifier.escaped(baseName) + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  private static func isPlainIdentifier(_ piece: String) -> Bool {
    SwiftIdentifier.isValid(piece) && !SwiftIdentifier.keywords.contains(piece)
      && piece.unicodeScalars.allSatisfy(\.isASCII)
  }

  /// Whether `name` belongs to a method family: the prefix followed by nothing or a capital.
  private static func startsFamily(_ name: String, _ prefix: String) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    guard let next = name.dropFirst(prefix.count).first else { return true }
    return !next.isLowercase
  }
}
