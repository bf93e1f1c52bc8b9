import SourceIndex

/// How segue-ci writes strings into Swift code.
enum SwiftQuoting {
  /// `value` as a Swift string literal: `\` and `"` escaped, control characters as `\u{…}`.
  static func quoted(_ value: String) -> String {
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"" + escaped + "\""
  }

  /// The names written in `text`: its name tokens, attributes aside, as the scanner reads them.
  static func names(in text: String) -> [String] {
    var lexer = SourceLexer(text)
    return lexer.tokens().filter { $0.kind == .name && !$0.text.hasPrefix("@") }.map(\.text)
  }
}
