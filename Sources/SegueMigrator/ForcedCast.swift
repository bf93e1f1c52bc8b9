import SourceIndex

/// `as! T` (or, when asked, `as? T`) right after a call: the type's last name, its spelling
/// and the index of its last token.
struct ForcedCast {
  var typeName: String
  var spelled: String
  var end: Int
  var isConditional: Bool

  /// The cast that starts after the token at `index`, if any; `as! Module.T` names T. A
  /// generic or optional type (`as! T<U>`, `as! T?`) is no cast the rewrite takes.
  init?(tokens: TokenText, after index: Int, conditional: Bool = false) {
    isConditional = conditional && tokens.isText(index + 2, "?")
    guard tokens.isText(index + 1, "as"), tokens.isText(index + 2, "!") || isConditional,
      index + 3 < tokens.tokens.count, tokens.tokens[index + 3].kind == .name
    else { return nil }
    var last = index + 3
    while tokens.isText(last + 1, "."), last + 2 < tokens.tokens.count,
      tokens.tokens[last + 2].kind == .name
    {
      last += 2
    }
    if tokens.isText(last + 1, "<") || tokens.isText(last + 1, "?") { return nil }
    typeName = tokens.tokens[last].text
    spelled = (index + 3...last).map { tokens.tokens[$0].text }.joined()
    end = last
  }
}
