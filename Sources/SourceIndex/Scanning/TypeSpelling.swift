/// A type as a declaration writes it, and the named type it stands for: without optionality,
/// module qualifier, generic arguments, or Objective-C pointer and qualifiers. `UIKit.
/// UIViewController?`, `Optional<UIViewController>` and `__kindof UIViewController *` all
/// name `UIViewController`.
package struct TypeSpelling: Sendable, Hashable, CustomStringConvertible {
  /// The type as written, tokens joined (a space only between two words).
  package var written: String
  /// The named type, or ``written`` for a tuple, function, array or `some`/`any` type.
  package var name: String
  /// Whether the type is optional: `?`, `!` or `Optional<…>` in Swift. Objective-C object
  /// pointers count as optional unless marked `nonnull` or `_Nonnull`.
  package var isOptional: Bool
  /// Whether a Swift parameter is `inout`.
  package var isInout = false
  /// Whether an Objective-C return type carries the `IBSegueAction` mark.
  package var isSegueActionMark = false

  package var description: String { written }

  /// Words that may precede a Swift parameter's type without being part of it.
  private static let swiftPrefixes: Set<String> = [
    "@escaping", "@Sendable", "@autoclosure", "@MainActor", "sending", "__owned", "__shared",
    "borrowing", "consuming",
  ]

  /// Objective-C qualifiers around a type that do not change which class it names.
  private static let objectiveCQualifiers: Set<String> = [
    "IBSegueAction", "nullable", "nonnull", "null_unspecified", "_Nullable", "_Nonnull",
    "_Null_unspecified", "__nullable", "__nonnull", "__kindof", "const", "__strong", "__weak",
    "__unsafe_unretained", "__autoreleasing", "in", "out", "inout", "oneway", "bycopy", "byref",
  ]

  /// Reads a Swift type from its tokens.
  static func swift(_ tokens: ArraySlice<SourceToken>) -> TypeSpelling {
    let written = joined(tokens)
    var tokens = tokens
    var isInout = false
    while let first = tokens.first, first.kind == .name,
      swiftPrefixes.contains(first.text) || first.text == "inout"
    {
      if first.text == "inout" { isInout = true }
      tokens = tokens.dropFirst()
    }
    var isOptional = false
    if let last = tokens.last?.text, last == "?" || last == "!" {
      isOptional = true
      tokens = tokens.dropLast()
    }
    if tokens.first?.text == "Optional", tokens.dropFirst().first?.text == "<",
      tokens.last?.text == ">"
    {
      isOptional = true
      tokens = tokens.dropFirst(2).dropLast()
    }
    var spelling = TypeSpelling(
      written: written, name: namedType(tokens) ?? joined(tokens), isOptional: isOptional)
    spelling.isInout = isInout
    return spelling
  }

  /// Reads an Objective-C type from the tokens between its parentheses.
  static func objectiveC(_ tokens: ArraySlice<SourceToken>) -> TypeSpelling {
    let texts = tokens.map(\.text)
    var kept: [SourceToken] = []
    var depth = 0
    for token in tokens {
      if token.text == "<" { depth += 1 }
      if depth == 0, !objectiveCQualifiers.contains(token.text), token.text != "*" {
        kept.append(token)
      }
      if token.text == ">" { depth -= 1 }
    }
    let isNonnull = texts.contains("nonnull") || texts.contains("_Nonnull")
    let isPointer = texts.contains("*") || kept.first?.text == "id"
    var spelling = TypeSpelling(
      written: joined(tokens.filter { $0.text != "IBSegueAction" }[...]),
      name: kept.first?.text ?? joined(tokens[...]),
      isOptional: isPointer && !isNonnull)
    spelling.isSegueActionMark = texts.contains("IBSegueAction")
    return spelling
  }

  /// The last name of a dotted path of names, before any generic arguments; nil when the
  /// tokens are not such a path.
  private static func namedType(_ tokens: ArraySlice<SourceToken>) -> String? {
    var name: String?
    var expectsName = true
    for token in tokens {
      if token.text == "<" { break }
      if expectsName {
        guard token.kind == .name, token.text != "some", token.text != "any" else { return nil }
        name = token.text
      } else if token.text != "." {
        return nil
      }
      expectsName.toggle()
    }
    return name
  }

  /// The tokens' texts, with a space only where two words meet or a word meets a `*`.
  static func joined(_ tokens: ArraySlice<SourceToken>) -> String {
    var text = ""
    var previousIsName = false
    for token in tokens {
      let isName = token.kind == .name
      // Objective-C style: `UIViewController *`.
      if isName || token.text == "*", previousIsName { text += " " }
      text += token.text
      previousIsName = isName
    }
    return text
  }
}
