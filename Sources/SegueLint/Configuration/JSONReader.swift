import StoryboardKit

/// A small strict JSON reader (RFC 8259) that keeps the line and column of every value, which
/// Foundation's JSONSerialization does not give.
struct JSONReader {
  /// Malformed JSON, with where reading stopped.
  struct SyntaxError: Error, Sendable, Hashable, DiagnosticConvertible {
    var location: TextLocation
    var message: String

    /// Located in the text, whose path the configuration loader adds (a
    /// ``ConfigurationError``).
    var diagnostic: Diagnostic {
      Diagnostic(
        location: location, severity: .error, message: message, errorID: "configuration-invalid")
    }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: [UInt8]) {
    // A UTF-8 byte-order mark is allowed before the value.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      self.bytes = Array(bytes.dropFirst(3))
    } else {
      self.bytes = bytes
    }
  }

  /// Reads the one value the text holds.
  mutating func read() throws(SyntaxError) -> LocatedJSON {
    let value = try readValue(depth: 0)
    skipSpace()
    if index < bytes.count { throw error("Expected the end of the file after the JSON value") }
    return value
  }

  private var location: TextLocation {
    TextLocation(line: line, column: index - lineStart + 1)
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(location: location, message: message + ".")
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
      default: return
      }
    }
  }

  private mutating func readValue(depth: Int) throws(SyntaxError) -> LocatedJSON {
    skipSpace()
    guard depth < 200 else { throw error("JSON nested deeper than 200 levels") }
    guard index < bytes.count else {
      throw error("Expected a JSON value, found the end of the file")
    }
    let start = location
    switch bytes[index] {
    case UInt8(ascii: "{"): return try readObject(depth: depth)
    case UInt8(ascii: "["): return try readArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try readString(), start)
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true, start)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false, start)
    case UInt8(ascii: "n"): try expectWord("null"); return .null(start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
    default:
      throw error("Expected a JSON value (object, array, string, number, true, false or null)")
    }
  }

  private mutating func expectWord(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else { throw error("Expected '\(word)'") }
    index += expected.count
  }

  private mutating func readNumber() throws(SyntaxError) -> LocatedJSON {
    let start = location
    let begin = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let allowed = Set("0123456789+-.eE".utf8)
    while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    let text = String(decoding: bytes[begin..<index], as: UTF8.self)
    guard Double(text) != nil, text.last?.isNumber == true else {
      throw SyntaxError(location: start, message: "'\(text)' is not a JSON number.")
    }
    return .number(text, start)
  }

  private mutating func readArray(depth: Int) throws(SyntaxError) -> LocatedJSON {
    let start = location
    index += 1
    var items: [LocatedJSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items, start)
    }
    while true {
      items.append(try readValue(depth: depth + 1))
      skipSpace()
      guard index < bytes.count else {
        throw error("Expected ',' or ']' before the end of the file")
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items, start)
      }
      guard bytes[index] == UInt8(ascii: ",") else {
        throw error("Expected ',' or ']' in the array")
      }
      index += 1
    }
  }

  private mutating func readObject(depth: Int) throws(SyntaxError) -> LocatedJSON {
    let start = location
    index += 1
    var members: [LocatedJSON.Member] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members, start)
    }
    while true {
      skipSpace()
      let keyLocation = location
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("Expected a quoted key in the object")
      }
      let key = try readString()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("Expected ':' after the key \"\(key)\"")
      }
      index += 1
      let value = try readValue(depth: depth + 1)
      members.append(LocatedJSON.Member(key: key, keyLocation: keyLocation, value: value))
      skipSpace()
      guard index < bytes.count else {
        throw error("Expected ',' or '}' before the end of the file")
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members, start)
      }
      guard bytes[index] == UInt8(ascii: ",") else {
        throw error("Expected ',' or '}' in the object")
      }
      index += 1
    }
  }

  /// Reads a string whose opening quote is at `index`.
  private mutating func readString() throws(SyntaxError) -> String {
    index += 1
    var scalars: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try readEscape(into: &scalars)
      case 0..<0x20:
        throw error("A control character must be escaped inside a JSON string")
      default:
        scalars.append(byte)
        index += 1
      }
    }
    throw error("The string is not closed before the end of the file")
  }

  private mutating func readEscape(into scalars: inout [UInt8]) throws(SyntaxError) {
    guard index < bytes.count else { throw error("An escape is cut off by the end of the file") }
    let simple: [UInt8: String] = [
      UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
      UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
      UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]
    if let replacement = simple[bytes[index]] {
      scalars.append(contentsOf: replacement.utf8)
      index += 1
      return
    }
    guard bytes[index] == UInt8(ascii: "u"), index + 4 < bytes.count,
      let code = UInt32(
        String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16)
    else { throw error("Expected a valid escape such as \\n or \\u00e9") }
    index += 5
    // Surrogate halves are replaced: a configuration has no use for them.
    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
    scalars.append(contentsOf: String(Character(scalar)).utf8)
  }
}
