import Foundation

/// An unwind or segue action of an Objective-C `@interface`, as Swift's importer shows it:
/// `- (IBAction)name:(UIStoryboardSegue *)segue`, or `IBSegueAction` (or a first parameter of
/// type `NSCoder *`). The Swift name follows the importer's main rules: a trailing type name
/// dropped from the first selector piece, which is then split before its last preposition.
struct ObjectiveCMethod {
  var header: String
  var line: Int
  var declaration: String

  private static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]
  private static let primitives: [String: String] = [
    "void": "Void", "BOOL": "Bool", "NSInteger": "Int", "NSUInteger": "UInt",
    "CGFloat": "CGFloat", "double": "Double", "float": "Float", "int": "Int32", "id": "Any",
    "NSString": "String", "IBAction": "Void", "SEL": "Selector",
  ]
  private static let nullability: Set<String> = [
    "nullable", "_Nullable", "__nullable", "nonnull", "_Nonnull", "__nonnull",
  ]
  private static let dropped: Set<String> = nullability.union([
    "__kindof", "IBSegueAction", "const", "__strong", "__weak", "__unsafe_unretained",
  ])

  /// The Swift declaration of an unwind or segue action, or nil for other methods.
  static func swiftDeclaration(returnType: String, selector: String, nonnull: Bool) -> String? {
    let pieces = selector.matches(of: #/(\w+)\s*:\s*\(([^)]*)\)\s*(\w+)/#).map { match in
      (
        label: String(match.output.1), type: String(match.output.2),
        name: String(match.output.3)
      )
    }
    guard let first = pieces.first else { return nil }
    let firstType =
      first.type.replacingOccurrences(of: "*", with: "").split(whereSeparator: \.isWhitespace)
      .map(String.init).first { !["nonnull", "nullable", "_Nonnull", "_Nullable"].contains($0) }
      ?? ""
    let attribute: String
    let result: String
    if returnType.contains("IBAction"),
      ["UIStoryboardSegue", "NSStoryboardSegue"].contains(firstType)
    {
      (attribute, result) = ("@IBAction", "")
    } else if returnType.contains("IBSegueAction") || firstType == "NSCoder",
      !first.label.hasPrefix("init")
    {
      (attribute, result) = ("@IBSegueAction", " -> " + swiftType(returnType, nonnull: nonnull))
    } else {
      return nil
    }
    let (base, firstLabel) = splitFirstPiece(first.label, type: first.type)
    let parameters = pieces.enumerated().map { index, piece in
      let label = index == 0 ? firstLabel : piece.label
      let type = swiftType(piece.type, nonnull: nonnull)
      return label != piece.name ? "\(label) \(piece.name): \(type)" : "\(piece.name): \(type)"
    }
    let body = result.isEmpty ? "{}" : #"{ fatalError("declared in Objective-C") }"#
    return "\(attribute) func \(base)(\(parameters.joined(separator: ", ")))\(result) \(body)"
  }

  /// The Swift type of an Objective-C type, as the importer writes it.
  static func swiftType(_ objectiveC: String, nonnull: Bool) -> String {
    let all = objectiveC.replacingOccurrences(of: "*", with: " * ")
      .split(whereSeparator: \.isWhitespace).map(String.init)
    let nullable = all.contains { ["nullable", "_Nullable", "__nullable"].contains($0) }
    let explicitNonnull = all.contains { ["nonnull", "_Nonnull", "__nonnull"].contains($0) }
    let words = all.filter { !dropped.contains($0) }
    let isPointer = words.contains("*") || words.first == "id"
    let base = words.filter { $0 != "*" }
    let name = base.first.map { String($0.prefix { $0 != "<" }) } ?? "Void"
    let swift = primitives[name] ?? name
    guard isPointer else { return swift }
    if nullable { return swift + "?" }
    return explicitNonnull || nonnull ? swift : swift + "!"
  }

  static func camelWords(_ name: String) -> [String] {
    name.matches(of: #/[a-z0-9]+|[A-Z]+(?=[A-Z][a-z]|\b|[0-9])|[A-Z][a-z0-9]*/#).map {
      String($0.output)
    }
  }

  /// The base name and first argument label the importer makes of the first selector piece:
  /// a trailing match of the parameter's type name is dropped, then the name is split before
  /// its last preposition (`unwindToAccounts:` gives `unwind(toAccounts:)`).
  static func splitFirstPiece(_ piece: String, type: String) -> (String, String) {
    var words = camelWords(piece)
    let typeName =
      type.replacingOccurrences(of: "*", with: "").split(whereSeparator: \.isWhitespace).last
      .map(String.init) ?? ""
    var unprefixed = Substring(typeName)
    if unprefixed.hasPrefix("UI") || unprefixed.hasPrefix("NS") {
      unprefixed = unprefixed.dropFirst(2)
    }
    let typeWords = camelWords(String(unprefixed))
    var length = min(typeWords.count, words.count - 1)
    while length > 0 {
      if words.suffix(length).map({ $0.lowercased() })
        == typeWords.suffix(length).map({ $0.lowercased() })
      {
        words.removeLast(length)
        break
      }
      length -= 1
    }
    for index in stride(from: words.count - 1, to: 0, by: -1)
    where prepositions.contains(words[index].lowercased()) {
      let base = words[0] + words[1..<index].joined()
      let label = words[index].lowercased() + words[(index + 1)...].joined()
      return (base, label)
    }
    return (words.joined(), "_")
  }
}
