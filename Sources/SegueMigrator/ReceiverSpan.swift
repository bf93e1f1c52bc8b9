import SourceIndex

/// The postfix expression a member is called on (`storyboard?.`, `self.storyboard!.`,
/// `UIStoryboard(name: "Main", bundle: nil).`), read backwards from the member, and the
/// storyboard it names when it is `UIStoryboard(name:bundle:)` itself.
struct ReceiverSpan {
  enum Storyboard: Equatable {
    /// `UIStoryboard(name: "S", bundle: nil)` (or the main bundle).
    case named(String)
    /// `UIStoryboard(name:bundle:)` with another bundle, or a name that is no literal.
    case otherBundle
    /// Any other expression: a property or variable holding a storyboard.
    case unknown
  }

  /// The index of the receiver's first token.
  var start: Int
  var storyboard: Storyboard

  init?(tokens: TokenText, memberAt member: Int) {
    guard tokens.isText(member - 1, ".") else { return nil }
    var index = member - 2
    var first: Int?
    while index >= 0 {
      let token = tokens.tokens[index]
      if tokens.isText(index, ")") || tokens.isText(index, "]") {
        guard let open = Self.opening(of: index, in: tokens) else { return nil }
        first = open
        index = open - 1
        // A call or subscript continues with what it is applied to.
        if index >= 0, tokens.tokens[index].kind == .name { continue }
        break
      }
      if tokens.isText(index, "?") || tokens.isText(index, "!") {
        index -= 1
        continue
      }
      guard token.kind == .name else { break }
      first = index
      guard tokens.isText(index - 1, ".") else { break }
      index -= 2
    }
    guard let first else { return nil }
    start = first
    storyboard = Self.storyboard(tokens, from: first, to: member - 2)
  }

  /// The matching `(` or `[` of the closing bracket at `index`.
  private static func opening(of index: Int, in tokens: TokenText) -> Int? {
    var depth = 0
    var cursor = index
    while cursor >= 0 {
      if tokens.isText(cursor, ")") || tokens.isText(cursor, "]") { depth += 1 }
      if tokens.isText(cursor, "(") || tokens.isText(cursor, "[") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  /// `.named` when the tokens `first...last` are exactly
  /// `UIStoryboard(name: "S", bundle: nil | .main | Bundle.main)`.
  private static func storyboard(_ tokens: TokenText, from first: Int, to last: Int)
    -> Storyboard
  {
    guard tokens.isText(first, "UIStoryboard") || tokens.isText(first, "NSStoryboard"),
      tokens.isText(first + 1, "(")
    else { return .unknown }
    guard tokens.isText(first + 2, "name"), tokens.isText(first + 3, ":"),
      let name = tokens.plainLiteral(first + 4), tokens.isText(first + 5, ","),
      tokens.isText(first + 6, "bundle"), tokens.isText(first + 7, ":")
    else { return .otherBundle }
    let bundle = (first + 8..<last).map { tokens.tokens[$0].text }.joined()
    return ["nil", ".main", "Bundle.main"].contains(bundle) ? .named(name) : .otherBundle
  }
}
