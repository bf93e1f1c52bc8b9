import StoryboardKit

/// Splits Swift or Objective-C text into ``SourceToken``s. It knows comments, string literals
/// (`"…"`, `@"…"`, Swift's `"""…"""` and raw `#"…"#`) and names; it does not know the
/// languages' grammar.
package struct SourceLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// Whether only the preprocessor's lines (`#import`, `#define`, `#if`, …) give tokens: a
  /// plain C file has nothing else the scanner reads, and its other tokens are the cost.
  private let directivesOnly: Bool
  /// Whether nothing but blanks and comments came since the line's start.
  private var atLineStart = true
  /// Whether the line being read is a preprocessor directive, or its continuation.
  private var inDirective = false

  package init(_ text: String, directivesOnly: Bool = false) {
    bytes = Array(text.utf8)
    self.directivesOnly = directivesOnly
  }

  /// Every token of the text.
  package mutating func tokens() -> [SourceToken] {
    var tokens: [SourceToken] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        // A directive goes on past a line that ends in a backslash.
        if inDirective, endsInBackslash() {
          atLineStart = false
        } else {
          inDirective = false
          atLineStart = true
        }
        advance()
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 13 {
        index += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else if directivesOnly, !startsToken(byte) {
        skipToken(byte)
      } else if byte == UInt8(ascii: "\"") {
        tokens.append(string(startingAt: location))
      } else if byte == UInt8(ascii: "#"), let hashes = rawStringHashes() {
        tokens.append(rawString(hashes: hashes))
      } else if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
        let start = location
        index += 1
        tokens.append(string(startingAt: start))
      } else if Self.isNameStart(byte) || byte == UInt8(ascii: "@") {
        let start = location
        let begin = index
        index += 1
        while index < bytes.count, Self.isNamePart(bytes[index]) { index += 1 }
        tokens.append(SourceToken(kind: .name, text: text(begin, index), location: start))
      } else {
        tokens.append(
          SourceToken(kind: .punctuation, text: text(index, index + 1), location: location))
        index += 1
      }
    }
    return tokens
  }

  /// Whether a token starting with `byte` is one ``tokens()`` keeps; marks the line as a
  /// directive when `byte` is its first.
  private mutating func startsToken(_ byte: UInt8) -> Bool {
    if atLineStart {
      inDirective = byte == UInt8(ascii: "#")
      atLineStart = false
    }
    return inDirective
  }

  /// Moves past a token that is not kept: a literal to its end (its quotes and slashes are no
  /// code), else one byte.
  private mutating func skipToken(_ byte: UInt8) {
    if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"")) {
      if byte == UInt8(ascii: "@") { index += 1 }
      _ = string(startingAt: location)
    } else {
      index += 1
    }
  }

  /// Whether the line that ends at `index` ends in a backslash (blanks after it allowed).
  private func endsInBackslash() -> Bool {
    var cursor = index - 1
    while cursor >= lineStart, bytes[cursor] == 32 || bytes[cursor] == 9 || bytes[cursor] == 13 {
      cursor -= 1
    }
    return cursor >= lineStart && bytes[cursor] == UInt8(ascii: "\\")
  }

  private var location: TextLocation {
    TextLocation(line: line, column: index - lineStart + 1)
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func text(_ begin: Int, _ end: Int) -> String {
    String(decoding: bytes[begin..<min(end, bytes.count)], as: UTF8.self)
  }

  /// Moves past one byte, counting lines.
  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func skipBlockComment() {
    index += 2
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        index += 2
        return
      }
      advance()
    }
  }

  /// Reads a literal whose opening quote is at `index`.
  private mutating func string(startingAt start: TextLocation) -> SourceToken {
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += isMultiline ? 3 : 1
    let begin = index
    var interpolated = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          interpolated = true
          skipInterpolation(endsAtLineEnd: !isMultiline)
        } else if index < bytes.count {
          advance()
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        if !isMultiline { break }
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") { break }
      }
      // An unterminated single-line literal ends at the line's end.
      if byte == UInt8(ascii: "\n"), !isMultiline { break }
      advance()
    }
    let content = text(begin, index)
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { index += isMultiline ? 3 : 1 }
    return SourceToken(kind: .string(interpolated: interpolated), text: content, location: start)
  }

  /// The number of `#`s before the quote of a raw literal that starts at `index`; nil when
  /// none starts there.
  private func rawStringHashes() -> Int? {
    var count = 0
    while let byte = peek(count), byte == UInt8(ascii: "#") { count += 1 }
    return peek(count) == UInt8(ascii: "\"") ? count : nil
  }

  /// Reads a raw literal (`#"…"#`, `##"""…"""##`) to its closing quote and `hashes` `#`s,
  /// so that the quotes and brackets inside it are no code. Its text is kept, but it is not
  /// read as a value (its escapes are not `\`'s), so it counts as interpolated.
  private mutating func rawString(hashes: Int) -> SourceToken {
    let start = location
    index += hashes
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    let quotes = isMultiline ? 3 : 1
    index += quotes
    let begin = index
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\""),
        (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
      {
        let content = text(begin, index)
        index += quotes + hashes
        return SourceToken(kind: .string(interpolated: true), text: content, location: start)
      }
      // An unterminated single-line literal ends at the line's end.
      if bytes[index] == UInt8(ascii: "\n"), !isMultiline { break }
      advance()
    }
    return SourceToken(
      kind: .string(interpolated: true), text: text(begin, index), location: start)
  }

  /// Moves past the parenthesized expression of an interpolation that starts at `index`,
  /// string literals inside it included, so that their quotes do not end the outer literal.
  /// In a single-line literal it also ends at the line's end, as the literal does.
  private mutating func skipInterpolation(endsAtLineEnd: Bool) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if endsAtLineEnd, byte == UInt8(ascii: "\n") { return }
      if byte == UInt8(ascii: "\"") {
        _ = string(startingAt: location)
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      advance()
    }
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
  }

  private static func isNamePart(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 48 && byte <= 57)
  }
}
