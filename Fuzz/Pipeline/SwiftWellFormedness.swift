/// A check that generated Swift is one well-formed file at the token level: every comment and
/// string literal (plain, multi-line, raw) ends, brackets balance and nest, backquoted names
/// close on their line, and nothing outside literals and comments is a control character. It
/// is what escaping must guarantee: no storyboard text can end a literal or a comment early.
enum SwiftWellFormedness {
  /// A description of the first problem, nil when the text is well formed.
  static func problem(in text: String) -> String? {
    var scanner = Scanner(Array(text.utf8))
    return scanner.run()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var brackets: [UInt8] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() -> String? {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          guard skipBlockComment() else { return "an unterminated block comment" }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
          if let problem = stringLiteral() { return problem }
        } else if byte == UInt8(ascii: "`") {
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "`") {
            if bytes[index] == 0x0A { return "a backquoted name across a line" }
            index += 1
          }
          guard index < bytes.count else { return "an unterminated backquoted name" }
          index += 1
        } else if Self.isBracket(byte) {
          if let problem = bracket(byte) { return problem }
        } else {
          if byte < 0x20, byte != 0x0A, byte != 0x09 { return "a control character \(byte)" }
          index += 1
        }
      }
      return brackets.isEmpty ? nil : "\(brackets.count) bracket(s) left open"
    }

    private func peek(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Opens or closes the bracket at `index`, which ``isBracket(_:)`` says is one.
    private mutating func bracket(_ byte: UInt8) -> String? {
      let pairs: [UInt8: UInt8] = [
        UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["),
        UInt8(ascii: "}"): UInt8(ascii: "{"),
      ]
      index += 1
      if let open = pairs[byte] {
        guard brackets.popLast() == open else {
          return "a mismatched '\(Character(UnicodeScalar(byte)))' at byte \(index - 1)"
        }
      } else {
        brackets.append(byte)
      }
      return nil
    }

    /// Nested block comments end where Swift ends them.
    private mutating func skipBlockComment() -> Bool {
      var depth = 0
      while index + 1 < bytes.count {
        if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
          depth += 1
          index += 2
        } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
          depth -= 1
          index += 2
          if depth == 0 { return true }
        } else {
          index += 1
        }
      }
      return false
    }

    /// A literal starting at `index`: `#`s, then `"` or `"""`, up to the same closing. An
    /// interpolation's parentheses are scanned as code.
    private mutating func stringLiteral() -> String? {
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      guard peek(hashes) == UInt8(ascii: "\"") else {
        // A `#` that starts no literal, such as `#if`.
        index += max(hashes, 1)
        return nil
      }
      index += hashes
      let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
      index += multiline ? 3 : 1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A, !multiline { return "a string literal across a line" }
        if byte == UInt8(ascii: "\\"),
          (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") })
        {
          index += 1 + hashes
          guard index < bytes.count else { return "a string literal ending in a backslash" }
          if bytes[index] == UInt8(ascii: "(") {
            if let problem = interpolation() { return problem }
            continue
          }
          index += 1
          continue
        }
        let quotes = multiline ? 3 : 1
        if byte == UInt8(ascii: "\""),
          (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
          (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
        {
          index += quotes + hashes
          return nil
        }
        index += 1
      }
      return "an unterminated string literal"
    }

    /// `\(…)` inside a literal: code up to the matching `)`, with literals of its own.
    private mutating func interpolation() -> String? {
      let depth = brackets.count
      repeat {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          if let problem = stringLiteral() { return problem }
        } else if Self.isBracket(byte) {
          if let problem = bracket(byte) { return problem }
        } else {
          index += 1
        }
      } while index < bytes.count && brackets.count > depth
      return brackets.count > depth ? "an unterminated interpolation" : nil
    }

    private static func isBracket(_ byte: UInt8) -> Bool {
      Array("()[]{}".utf8).contains(byte)
    }
  }
}
