extension String.StringInterpolation {
  /// Adds `value` as a Swift string literal, quotes included, whatever it holds.
  mutating func appendInterpolation(literal value: String) {
    appendLiteral(SwiftStringLiteral.quoted(value))
  }

  /// Adds `value` made safe inside a `//` comment: nothing in it can end the comment.
  mutating func appendInterpolation(comment value: String) {
    appendLiteral(SwiftStringLiteral.commentSafe(value))
  }
}
