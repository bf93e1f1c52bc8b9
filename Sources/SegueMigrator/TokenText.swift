import SourceIndex
import StoryboardKit

/// A file's tokens with the byte offsets where each starts and ends, so that a rewrite replaces
/// exactly the bytes of the tokens it means.
struct TokenText {
  let tokens: [SourceToken]
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  init(_ text: String) {
    var lexer = SourceLexer(text)
    tokens = lexer.tokens()
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The offset of the token's first byte (columns count UTF-8 bytes).
  func start(_ index: Int) -> Int {
    let location = tokens[index].location
    return lineStarts[location.line - 1] + location.column - 1
  }

  /// The offset just past the token: a literal's closing quote included.
  func end(_ index: Int) -> Int {
    let token = tokens[index]
    let begin = start(index)
    guard case .string = token.kind else { return begin + token.text.utf8.count }
    // A literal: optional `@`, then one quote (the rewriter only takes one-line literals).
    let prefix = bytes[begin] == UInt8(ascii: "@") ? 2 : 1
    return min(begin + prefix + token.text.utf8.count + 1, bytes.count)
  }

  /// The file's text from the start of token `first` to the end of token `last`, as written
  /// (comments and line breaks between them kept).
  func text(from first: Int, through last: Int) -> String {
    String(decoding: bytes[start(first)..<end(last)], as: UTF8.self)
  }

  /// The first token at or after `index` that is `text`.
  func firstIndex(of text: String, from index: Int) -> Int? {
    (max(index, 0)..<tokens.count).first { isText($0, text) }
  }

  /// The bracket that closes the `(`, `{` or `[` at `open`; nil when it does not close.
  func closingBracket(from open: Int) -> Int? {
    let pairs = ["(": ")", "{": "}", "[": "]"]
    guard open >= 0, open < tokens.count, let closing = pairs[tokens[open].text] else {
      return nil
    }
    let opening = tokens[open].text
    var depth = 0
    for index in open..<tokens.count {
      if isText(index, opening) { depth += 1 }
      if isText(index, closing) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The bytes of the lines tokens `first...last` stand on, line break included, when nothing
  /// but spaces shares those lines with them; nil otherwise.
  func wholeLines(from first: Int, through last: Int) -> Range<Int>? {
    var lineStart = start(first)
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") {
      guard bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t")
      else { return nil }
      lineStart -= 1
    }
    var lineEnd = end(last)
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
      guard
        bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t")
          || bytes[lineEnd] == UInt8(ascii: "\r")
      else { return nil }
      lineEnd += 1
    }
    return lineStart..<min(lineEnd + 1, bytes.count)
  }

  /// Whether the token at `index` is the name or punctuation `text`.
  func isText(_ index: Int, _ text: String) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    if case .string = tokens[index].kind { return false }
    return tokens[index].text == text
  }

  /// The literal's value when the token at `index` is a plain one-line literal whose escapes
  /// need no decoding (no `\`), so that its text is its value.
  func plainLiteral(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count,
      case .string(interpolated: false) = tokens[index].kind
    else { return nil }
    let text = tokens[index].text
    guard !text.contains("\\"), !text.contains("\n"), bytes[start(index)] == UInt8(ascii: "\"")
    else { return nil }
    let afterQuote = start(index) + 1
    // `"""` opens a multi-line literal: not plain.
    if afterQuote + 1 < bytes.count, bytes[afterQuote] == UInt8(ascii: "\""),
      bytes[afterQuote + 1] == UInt8(ascii: "\"")
    {
      return nil
    }
    return text
  }
}
