/// Finds declarations and performSegue calls among the tokens of one file by matching short
/// token patterns. It is deliberately lenient about declarations: a name it takes for a class or
/// method that is not one only hides a finding, never makes one up.
struct SourceScanner {
  private let path: String
  private let tokens: [SourceToken]

  init(path: String, text: String) {
    self.path = path
    var lexer = SourceLexer(text)
    self.tokens = lexer.tokens()
  }

  func scan(into index: inout SourceIndex) {
    for position in tokens.indices where tokens[position].kind == .name {
      switch tokens[position].text {
      case "class", "@interface", "@implementation":
        if let name = name(at: position + 1), !Self.keywords.contains(name) {
          index.classes.insert(name)
          if tokens[position].text != "@implementation", index.superclasses[name] == nil,
            let inherited = inheritedType(after: position + 2)
          {
            index.superclasses[name] = inherited
          }
        }
      case "@objc":
        objcName(at: position, into: &index)
      case "func":
        swiftMethod(at: position, into: &index)
      case "performSegue":
        if text(at: position + 1) == "(", text(at: position + 2) == "withIdentifier",
          text(at: position + 3) == ":"
        {
          literal(at: position + 4, into: &index)
        }
      case "performSegueWithIdentifier":
        if text(at: position + 1) == ":" { literal(at: position + 2, into: &index) }
      default:
        break
      }
    }
    objcMethods(into: &index)
  }

  /// Words that may follow `class` without declaring one (`class func`, `class var`…).
  private static let keywords: Set<String> = [
    "func", "var", "let", "override", "final", "private", "fileprivate", "public", "open",
    "internal", "static", "subscript", "init", "deinit", "protocol", "required", "convenience",
    "dynamic", "nonisolated", "lazy", "weak", "unowned", "mutating",
  ]

  /// The type named after the colon that follows a declared class name (and its generic
  /// parameters), without a module qualifier: `: UIKit.UIViewController` gives
  /// `UIViewController`.
  private func inheritedType(after position: Int) -> String? {
    var cursor = position
    if text(at: cursor) == "<" {
      var depth = 0
      while cursor < tokens.count {
        if tokens[cursor].text == "<" { depth += 1 }
        if tokens[cursor].text == ">" { depth -= 1 }
        cursor += 1
        if depth == 0 { break }
      }
    }
    guard text(at: cursor) == ":", var inherited = name(at: cursor + 1) else { return nil }
    cursor += 2
    while text(at: cursor) == ".", let next = name(at: cursor + 1) {
      inherited = next
      cursor += 2
    }
    return inherited
  }

  private func text(at position: Int) -> String? {
    position < tokens.count ? tokens[position].text : nil
  }

  private func name(at position: Int) -> String? {
    guard position < tokens.count, tokens[position].kind == .name else { return nil }
    return tokens[position].text
  }

  /// `@objc(Name)` names a class; `@objc(piece:more:)` a method's selector.
  private func objcName(at position: Int, into index: inout SourceIndex) {
    guard text(at: position + 1) == "(", let first = name(at: position + 2) else { return }
    if text(at: position + 3) == ":" {
      index.selectorPieces.insert(first)
    } else {
      index.classes.insert(first)
    }
  }

  /// `func base(label name: Type, …)`: Swift spells the selector `base:` for an unlabelled
  /// first parameter, `baseWithLabel:` or `baseLabel:` otherwise.
  private func swiftMethod(at position: Int, into index: inout SourceIndex) {
    guard let base = name(at: position + 1) else { return }
    index.selectorPieces.insert(base)
    var open = position + 2
    if text(at: open) == "<" {
      while open < tokens.count, tokens[open].text != ">" { open += 1 }
      open += 1
    }
    guard text(at: open) == "(", let label = name(at: open + 1), label != "_" else { return }
    guard text(at: open + 2) == ":" || text(at: open + 3) == ":" else { return }
    let capitalized = label.prefix(1).uppercased() + label.dropFirst()
    index.selectorPieces.insert(base + capitalized)
    index.selectorPieces.insert(base + "With" + capitalized)
  }

  /// `- (Type)piece:(Type)name …` and `+ (Type)piece…` in Objective-C.
  private func objcMethods(into index: inout SourceIndex) {
    guard path.hasSuffix(".m") || path.hasSuffix(".h") || path.hasSuffix(".mm") else { return }
    var position = 0
    while position < tokens.count {
      defer { position += 1 }
      guard tokens[position].text == "-" || tokens[position].text == "+",
        text(at: position + 1) == "("
      else { continue }
      var depth = 0
      var cursor = position + 1
      while cursor < tokens.count {
        if tokens[cursor].text == "(" { depth += 1 }
        if tokens[cursor].text == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        cursor += 1
      }
      if let piece = name(at: cursor + 1) { index.selectorPieces.insert(piece) }
    }
  }

  private func literal(at position: Int, into index: inout SourceIndex) {
    guard position < tokens.count, case .string(let interpolated) = tokens[position].kind,
      !interpolated
    else { return }
    index.performedIdentifiers.append(
      SegueIdentifierUse(
        identifier: tokens[position].text, path: path, location: tokens[position].location))
  }
}
