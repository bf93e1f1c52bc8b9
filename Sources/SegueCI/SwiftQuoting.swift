import DeterministicOutput
import SourceIndex

/// How segue-ci writes strings into Swift code.
enum SwiftQuoting {
  /// `value` as a Swift string literal: `\` and `"` escaped, control characters as `\u{…}`.
  /// Its one use is the file of a `#sourceLocation`, which the compiler takes as written,
  /// without reading escapes: so a path's other characters are kept, not escaped the way
  /// `SwiftStringLiteral` (the generator's) escapes what is not plainly visible.
  static func quoted(_ value: String) -> String {
    let escaped = ScalarEscaping.escaped(value) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "\"": "\\\""
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: nil
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
