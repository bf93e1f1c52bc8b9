import DeterministicOutput

/// Writes any string as Swift source that cannot break out of where it is put: a string literal
/// whose value is exactly the string, or text safe inside a `//` comment.
///
/// Storyboard identifiers are free text: quotes, backslashes, `\(`, newlines, bidirectional
/// controls. Everything that is not plainly visible is written as a `\u{…}` escape, so the
/// generated file shows no invisible or reordering characters either.
package enum SwiftStringLiteral {
  /// `value` as a Swift string literal, quotes included.
  package static func quoted(_ value: String) -> String {
    "\"" + escaped(value) + "\""
  }

  /// `value` made safe for a single-line comment: the same escapes as in a literal, so that a
  /// newline cannot end the comment and start code.
  package static func commentSafe(_ value: String) -> String {
    escaped(value)
  }

  /// `value` escaped to go between a literal's quotes, or in a comment.
  static func escaped(_ value: String) -> String {
    ScalarEscaping.escaped(value) { scalar in
      if scalar == "\0" { return "\\0" }
      if let escape = ScalarEscaping.backslashEscape(scalar) { return escape }
      return isPlainlyVisible(scalar)
        ? nil : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// Printable ASCII, and non-ASCII letters, digits, punctuation and symbols. Controls, format
  /// characters (bidirectional overrides, zero-width joiners), separators other than the
  /// space, combining marks (which would merge with a quote), private-use and unassigned code
  /// points are escaped.
  private static func isPlainlyVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }
}
