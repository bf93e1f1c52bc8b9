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
