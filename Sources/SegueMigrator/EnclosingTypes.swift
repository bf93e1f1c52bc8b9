import SourceIndex

/// The innermost class, extension, struct or enum around each token, by braces: which class's
/// `SegueIdentifier` a `performSegue` call inside it names.
struct EnclosingTypes {
  /// For each token index: the innermost type's name, or nil at file level.
  private(set) var names: [String?]

  private static let declarations: Set<String> = [
    "class", "extension", "struct", "enum", "actor", "protocol",
  ]

  /// Words that follow `class` in a member declaration (`class func`, `class var`).
  private static let keywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "override", "final", "public", "open",
    "internal", "private", "fileprivate", "package", "static",
  ]

  init(_ text: TokenText) {
    let tokens = text.tokens
    names = Array(repeating: nil, count: tokens.count)
    // One entry per open brace: the type it opens, or the type it is inside of.
    var stack: [String?] = []
    var pending: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      names[index] = stack.last ?? nil
      if token.kind == .name, Self.declarations.contains(token.text),
        index + 1 < tokens.count, tokens[index + 1].kind == .name,
        !Self.keywords.contains(tokens[index + 1].text)
      {
        // `extension A.B` names B; `class func` is no type.
        var name = tokens[index + 1].text
        var next = index + 2
        while text.isText(next, "."), next + 1 < tokens.count, tokens[next + 1].kind == .name {
          name = tokens[next + 1].text
          next += 2
        }
        pending = name
        index = next
        continue
      }
      if text.isText(index, "{") {
        stack.append(pending ?? stack.last ?? nil)
        pending = nil
      } else if text.isText(index, "}") {
        _ = stack.popLast()
      } else if text.isText(index, ";") {
        pending = nil
      }
      index += 1
    }
  }
}
