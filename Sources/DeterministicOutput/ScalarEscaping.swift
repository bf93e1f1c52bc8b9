/// The one walk behind every format's escaping (Swift literals, JSON, HTML, DOT, Mermaid,
/// GitHub workflow commands, `segue dump`): text is read a Unicode scalar at a time, and each
/// format is a table that says which scalars it replaces and with what; every other scalar is
/// kept as it is.
package enum ScalarEscaping {
  /// `text` with every scalar for which `replacement` gives text replaced by that text.
  @inlinable
  package static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?)
    -> String
  {
    var result = ""
    append(text, to: &result, replacement)
    return result
  }

  /// Appends `text` to `output`, each scalar for which `replacement` gives text replaced by it.
  /// Most text needs no escape: it is appended whole, not rebuilt a scalar at a time.
  @inlinable
  package static func append(
    _ text: String, to output: inout String, _ replacement: (Unicode.Scalar) -> String?
  ) {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { replacement($0) != nil }) else {
      output += text
      return
    }
    output.unicodeScalars.append(contentsOf: scalars[..<first])
    for scalar in scalars[first...] {
      if let escape = replacement(scalar) {
        output += escape
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
  }

  /// The backslash escapes of C, Swift and JSON strings that every one of them writes: quote,
  /// backslash, line feed, carriage return and tab.
  @inlinable
  package static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }

  /// Whether `scalar` is a control character (C0, DEL or C1) or the Unicode line or paragraph
  /// separator: what breaks a line, or shows as nothing, in every format.
  @inlinable
  package static func isControlOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }
}
