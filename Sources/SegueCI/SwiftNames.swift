import SourceIndex

/// The names a piece of Swift code uses, which tell segue-ci the declarations to keep.
enum SwiftNames {
  /// The names written in `text`: its name tokens, attributes aside, as the scanner reads them.
  static func written(in text: String) -> [String] {
    var lexer = SourceLexer(text)
    return lexer.tokens().filter { $0.kind == .name && !$0.text.hasPrefix("@") }.map(\.text)
  }
}
