extension SceneBundle {
  /// Why `text` cannot be written into the generated file as a `--bundle` expression, or nil
  /// when it can. The expression is the project's own code and is not checked as Swift (the
  /// compiler does that); what is refused is what would break the file around it: a line
  /// break or another control or invisible character, a comment, a second statement, a
  /// compiler directive, brackets or a string literal left open, a raw or multi-line string.
  package static func problem(inExpression text: String) -> String? {
    if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return "it is empty" }
    for scalar in text.unicodeScalars where scalar != " " {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator:
        return "it holds a line break, a control character or an invisible character "
          + "(U+\(hex(scalar.value))): give it on one line, with escapes (\\u{…}) in its "
          + "string literals"
      default: continue
      }
    }
    var scanner = BundleExpressionScanner(text)
    return scanner.problem()
  }

  /// `value` in hexadecimal, at least four digits, as Unicode writes code points.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
