/// The creator block of iOS 13's `instantiateViewController(identifier:creator:)`, as an
/// argument (`identifier: "x", creator: { … })`) or trailing (`identifier: "x") { … }`): where
/// the block's braces are and where the call ends, so that the block moves whole, comments and
/// formatting kept, into the typed scene's `instantiate(creator:)`.
struct CreatorBlock {
  /// The token of the block's `{` and of its `}`.
  let open: Int
  let close: Int
  /// The call's last token: the `)` after an argument block, the `}` of a trailing one.
  let end: Int
  /// Whether the block follows the call's parentheses.
  let isTrailing: Bool

  /// The block that follows the identifier argument ending at token `argument`; nil when what
  /// follows is not one of the two forms.
  init?(tokens: TokenText, after argument: Int) {
    if tokens.isText(argument + 1, ","), tokens.isText(argument + 2, "creator"),
      tokens.isText(argument + 3, ":"), tokens.isText(argument + 4, "{"),
      let close = tokens.closingBracket(from: argument + 4),
      tokens.isText(close + 1, ")")
    {
      (open, self.close, end, isTrailing) = (argument + 4, close, close + 1, false)
    } else if tokens.isText(argument + 1, ")"), tokens.isText(argument + 2, "{"),
      let close = tokens.closingBracket(from: argument + 2)
    {
      (open, self.close, end, isTrailing) = (argument + 2, close, close, true)
    } else {
      return nil
    }
  }

  /// Whether the block calls an initializer of `typeName` (`TypeName(coder: coder, …)`): the
  /// typed scene's creator returns the scene's class, so a block that makes another class
  /// (a subclass the caller relies on) is not the same call.
  func makes(_ typeName: String, in tokens: TokenText) -> Bool {
    (open..<close).contains { tokens.isText($0, typeName) && tokens.isText($0 + 1, "(") }
  }
}
