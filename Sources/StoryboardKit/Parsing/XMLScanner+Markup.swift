#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a document around and between elements: the XML declaration, comments,
/// processing instructions, CDATA sections and references.
extension XMLScanner {
  /// Reads everything before the root element.
  mutating func scanProlog() throws(XMLSyntaxError) {
    if count - position <= 0 {
      throw error(
        at: position,
        "The file is empty; expected an XML document whose root element is "
          + "<document>.")
    }
    if (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE) {
      throw error(
        at: 0, "The file starts with a UTF-16 byte-order mark; expected a UTF-8 storyboard.")
    }
    if XMLBytes.hasPrefix(base, position, "<?xml") && XMLByteClass.isWhitespace(base[position + 5])
    {
      try scanXMLDeclaration()
    }
    while true {
      skipWhitespace()
      guard position < count else {
        throw error(at: position, "The file ends before the root element; expected <document>.")
      }
      guard base[position] == UInt8(ascii: "<") else {
        throw error(
          at: position,
          "Expected '<' to begin the root element <document>, found \(found(at: position)).")
      }
      if XMLBytes.hasPrefix(base, position, "<!--") {
        try scanComment()
      } else if XMLBytes.hasPrefix(base, position, "<!DOCTYPE") {
        throw error(
          at: position,
          "Found a document type declaration (<!DOCTYPE>); storyboards have none and this parser "
            + "does not process DTDs. Expected the root element <document>.")
      } else if base[position + 1] == UInt8(ascii: "!") {
        throw error(
          at: position, "Expected a comment or the root element <document>, found '<!'.")
      } else if base[position + 1] == UInt8(ascii: "?") {
        try scanProcessingInstruction()
      } else {
        return
      }
    }
  }

  /// Reads what may follow the root element: whitespace, comments and processing instructions.
  mutating func scanEpilog() throws(XMLSyntaxError) {
    while true {
      skipWhitespace()
      if position >= count { return }
      if XMLBytes.hasPrefix(base, position, "<!--") {
        try scanComment()
      } else if XMLBytes.hasPrefix(base, position, "<?") {
        try scanProcessingInstruction()
      } else {
        throw error(
          at: position,
          "Found \(found(at: position)) after the end of the root element; expected the end "
            + "of the file.")
      }
    }
  }

  /// Inside an element, `<!` begins a comment or a CDATA section and nothing else.
  mutating func scanMarkupDeclarationInContent() throws(XMLSyntaxError) {
    if XMLBytes.hasPrefix(base, position, "<!--") {
      try scanComment()
    } else if XMLBytes.hasPrefix(base, position, "<![CDATA[") {
      let start = position
      guard let end = find("]]>", from: position + 9) else {
        throw error(
          at: count,
          "The file ends inside the CDATA section opened at "
            + "\(lines.location(of: start)); expected ']]>'.")
      }
      position = end + 3
    } else {
      throw error(
        at: position, "Expected '<!--' or '<![CDATA[' after '<!' inside an element.")
    }
  }

  /// Reads a comment at `position`; `--` may not appear inside one.
  mutating func scanComment() throws(XMLSyntaxError) {
    let start = position
    guard let end = find("--", from: position + 4) else {
      throw error(
        at: count,
        "The file ends inside the comment opened at \(lines.location(of: start)); "
          + "expected '-->'.")
    }
    guard base[end + 2] == UInt8(ascii: ">") else {
      throw error(at: end, "Found '--' inside a comment; expected '-->' to end it.")
    }
    position = end + 3
  }

  /// Reads a processing instruction `<?target …?>` at `position`.
  mutating func scanProcessingInstruction() throws(XMLSyntaxError) {
    let start = position
    var index = position + 2
    guard XMLByteClass.isNameStart(base[index]) else {
      throw error(
        at: index, "Expected a processing instruction target after '<?', found \(found(at: index))."
      )
    }
    let targetStart = index
    while XMLByteClass.isName(base[index]) { index += 1 }
    if index - targetStart == 3 && name(targetStart, index).lowercased() == "xml" {
      throw error(
        at: start, "Found an XML declaration after the start of the file; it may only come first.")
    }
    if XMLBytes.hasPrefix(base, index, "?>") {
      position = index + 2
      return
    }
    guard XMLByteClass.isWhitespace(base[index]) else {
      throw error(
        at: index,
        "Expected whitespace or '?>' after the processing instruction target, found "
          + "\(found(at: index)).")
    }
    guard let end = find("?>", from: index) else {
      throw error(
        at: count,
        "The file ends inside the processing instruction opened at "
          + "\(lines.location(of: start)); expected '?>'.")
    }
    position = end + 2
  }

  /// Reads and checks `<?xml version="1.x" encoding="UTF-8" standalone="…"?>`.
  mutating func scanXMLDeclaration() throws(XMLSyntaxError) {
    position += 5
    var seen: [String] = []
    while true {
      let hadSpace = XMLByteClass.isWhitespace(base[position])
      skipWhitespace()
      if XMLBytes.hasPrefix(base, position, "?>") {
        guard seen.first == "version" else { break }
        position += 2
        return
      }
      let nameStart = position
      while XMLByteClass.isName(base[position]) { position += 1 }
      let key = name(nameStart, position)
      let order = ["version", "encoding", "standalone"]
      guard hadSpace, let rank = order.firstIndex(of: key),
        seen.allSatisfy({ order.firstIndex(of: $0) ?? 0 < rank }),
        key == "version" || !seen.isEmpty
      else {
        position = nameStart
        break
      }
      seen.append(key)
      skipWhitespace()
      guard base[position] == UInt8(ascii: "=") else { break }
      position += 1
      skipWhitespace()
      let quote = base[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
      let valueStart = position + 1
      position = valueStart
      while base[position] != quote && position < count && base[position] != UInt8(ascii: ">") {
        position += 1
      }
      guard base[position] == quote else { break }
      let value = name(valueStart, position)
      position += 1
      try checkDeclared(key, value, at: valueStart)
    }
    throw error(
      at: position,
      "Expected the XML declaration's version, then optional encoding and standalone, then "
        + "'?>', found \(found(at: position)).")
  }

  private func checkDeclared(_ key: String, _ value: String, at offset: Int)
    throws(XMLSyntaxError)
  {
    switch key {
    case "version":
      guard value.hasPrefix("1."), value.count > 2, value.dropFirst(2).allSatisfy(\.isASCIIDigit)
      else {
        throw error(at: offset, "The XML version \"\(value)\" is not supported; expected 1.0.")
      }
    case "encoding":
      guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) else {
        throw error(
          at: offset, "The encoding \"\(value)\" is not supported; expected UTF-8.")
      }
    default:
      guard value == "yes" || value == "no" else {
        throw error(at: offset, "Expected standalone=\"yes\" or \"no\", found \"\(value)\".")
      }
    }
  }

  /// Checks the entity or character reference at `start` (its `&`); returns the offset after
  /// its `;`. Only XML's five predefined entities exist, since no DTD is read.
  mutating func scanReference(at start: Int) throws(XMLSyntaxError) -> Int {
    var index = start + 1
    if base[index] == UInt8(ascii: "#") {
      index += 1
      let isHex = base[index] == UInt8(ascii: "x")
      if isHex { index += 1 }
      var value: UInt32 = 0
      var digits = 0
      while true {
        let byte = base[index]
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - 87)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - 55)
        default: digit = 99
        }
        if digit == 99 { break }
        value = min(value * (isHex ? 16 : 10) + digit, 0x11_0000)
        digits += 1
        index += 1
      }
      guard digits > 0, base[index] == UInt8(ascii: ";") else {
        throw error(
          at: start,
          "Found a malformed character reference; expected '&#' and decimal digits or '&#x' and "
            + "hexadecimal digits, then ';'.")
      }
      guard XMLByteClass.isXMLCharacter(value) else {
        throw error(
          at: start,
          "The character reference \(name(start, index + 1)) names a character that XML does "
            + "not allow.")
      }
      return index + 1
    }
    guard XMLByteClass.isNameStart(base[index]) else {
      throw error(
        at: start,
        "Found '&' that does not begin a reference; expected '&amp;' for a literal ampersand.")
    }
    while XMLByteClass.isName(base[index]) { index += 1 }
    guard base[index] == UInt8(ascii: ";") else {
      throw error(
        at: index,
        "Expected ';' to end the entity reference \(name(start, index)), found \(found(at: index))."
      )
    }
    let entity = name(start + 1, index)
    guard ["lt", "gt", "amp", "apos", "quot"].contains(entity) else {
      throw error(
        at: start,
        "The entity reference &\(entity); is not defined; expected &lt;, &gt;, &amp;, &apos;, "
          + "&quot; or a character reference (DTDs are not processed).")
    }
    return index + 1
  }

  mutating func skipWhitespace() {
    while XMLByteClass.isWhitespace(base[position]) { position += 1 }
  }

  /// The offset of the next occurrence of `text` at or after `start`, nil if none.
  func find(_ text: StaticString, from start: Int) -> Int? {
    let first = Int32(text.utf8Start[0])
    var index = start
    while index < count {
      guard let hit = memchr(base + index, first, count - index) else { return nil }
      let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
      if XMLBytes.hasPrefix(base, offset, text) { return offset }
      index = offset + 1
    }
    return nil
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
