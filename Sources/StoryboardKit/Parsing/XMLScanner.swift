#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A strict, non-validating XML 1.0 scanner over the bytes of a whole file.
///
/// It checks well-formedness (one root, tags that nest and match, quoted and unique attributes,
/// valid references, comments, CDATA sections and processing instructions) and hands each start
/// tag to a handler, building no tree. Document type declarations are rejected, so no entity
/// is ever expanded beyond XML's five predefined ones and character references.
///
/// The buffer must be followed by at least 16 zero bytes: the scanner reads ahead without
/// bounds checks and treats a zero byte at `count` as the end of the file.
struct XMLScanner {
  let base: UnsafePointer<UInt8>
  let count: Int
  /// Turns offsets into line:column for messages that point at another place.
  let lines: LineTable
  var position: Int
  var openElements: [XMLOpenElement] = []
  var attributes: [XMLAttribute] = []

  init(base: UnsafePointer<UInt8>, count: Int, lines: LineTable) {
    self.base = base
    self.count = count
    self.lines = lines
    self.position = lines.byteOrderMarkLength
    attributes.reserveCapacity(32)
    openElements.reserveCapacity(64)
  }

  /// Scans the whole document, calling `handler` for each element.
  mutating func scanDocument<Handler: XMLContentHandler>(_ handler: inout Handler)
    throws(XMLSyntaxError)
  {
    try scanProlog()
    try scanStartTag(&handler)
    while !openElements.isEmpty {
      try scanText()
      let next = base[position + 1]
      if next == UInt8(ascii: "/") {
        try scanEndTag(&handler)
      } else if next == UInt8(ascii: "!") {
        try scanMarkupDeclarationInContent()
      } else if next == UInt8(ascii: "?") {
        try scanProcessingInstruction()
      } else {
        try scanStartTag(&handler)
      }
    }
    try scanEpilog()
  }

  /// Reads a start tag or empty-element tag at `position` (its `<`).
  private mutating func scanStartTag<Handler: XMLContentHandler>(_ handler: inout Handler)
    throws(XMLSyntaxError)
  {
    let tagStart = position
    var index = position + 1
    guard XMLByteClass.isNameStart(base[index]) else {
      throw error(at: index, "Expected an element name after '<', found \(found(at: index)).")
    }
    let nameStart = index
    index += 1
    while XMLByteClass.isName(base[index]) { index += 1 }
    let nameEnd = index
    attributes.removeAll(keepingCapacity: true)
    var isEmptyElement = false
    while true {
      var byte = base[index]
      var sawSpace = false
      if XMLByteClass.isWhitespace(byte) {
        repeat {
          index += 1
          byte = base[index]
        } while XMLByteClass.isWhitespace(byte)
        sawSpace = true
      }
      if byte == UInt8(ascii: ">") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard base[index + 1] == UInt8(ascii: ">") else {
          throw error(
            at: index + 1,
            "Expected '>' after '/' in the tag <\(name(nameStart, nameEnd))>, "
              + "found \(found(at: index + 1)).")
        }
        index += 2
        isEmptyElement = true
        break
      }
      guard XMLByteClass.isNameStart(byte) else {
        throw error(
          at: index,
          "Expected an attribute name, '>' or '/>' in the start tag <\(name(nameStart, nameEnd))>"
            + " opened at \(lines.location(of: tagStart)), found \(found(at: index)).")
      }
      guard sawSpace else {
        throw error(
          at: index,
          "Expected whitespace before the attribute in the start tag "
            + "<\(name(nameStart, nameEnd))>, found \(found(at: index)).")
      }
      index = try scanAttribute(at: index, elementName: nameStart..<nameEnd)
    }
    try checkUniqueAttributes(elementName: nameStart..<nameEnd)
    let tag = XMLStartTag(
      base: base, offset: tagStart, nameStart: nameStart, nameEnd: nameEnd,
      depth: openElements.count + 1, parent: openElements.last, attributes: attributes)
    position = index
    try handler.didStartElement(tag)
    if isEmptyElement {
      handler.didEndElement(depth: openElements.count + 1)
    } else {
      openElements.append(XMLOpenElement(offset: tagStart, nameStart: nameStart, nameEnd: nameEnd))
    }
  }

  /// Reads `name="value"` at `start` and records it; returns the offset after the closing quote.
  private mutating func scanAttribute(at start: Int, elementName: Range<Int>)
    throws(XMLSyntaxError) -> Int
  {
    var index = start + 1
    while XMLByteClass.isName(base[index]) { index += 1 }
    let nameEnd = index
    while XMLByteClass.isWhitespace(base[index]) { index += 1 }
    guard base[index] == UInt8(ascii: "=") else {
      throw error(
        at: index,
        "Expected '=' after the attribute name \(name(start, nameEnd)), found \(found(at: index)).")
    }
    index += 1
    while XMLByteClass.isWhitespace(base[index]) { index += 1 }
    let quote = base[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw error(
        at: index,
        "Expected a quoted value for the attribute \(name(start, nameEnd)), "
          + "found \(found(at: index)).")
    }
    index += 1
    let valueStart = index
    var needsDecoding = false
    while true {
      let byte = base[index]
      if !XMLByteClass.isValueSpecial(byte) {
        index += 1
        continue
      }
      if byte == quote { break }
      switch byte {
      case UInt8(ascii: "&"):
        index = try scanReference(at: index)
        needsDecoding = true
      case UInt8(ascii: "<"):
        throw error(
          at: index,
          "Found '<' in the value of the attribute \(name(start, nameEnd)); expected the closing "
            + "quote (\(quote == UInt8(ascii: "\"") ? "\"" : "'")) or '&lt;'.")
      case 0x09, 0x0A, 0x0D:
        needsDecoding = true
        index += 1
      case 0 where index >= count:
        throw error(
          at: index,
          "The file ends inside the value of the attribute \(name(start, nameEnd)); expected "
            + "its closing quote.")
      default:
        index += 1
      }
    }
    attributes.append(
      XMLAttribute(
        nameStart: start, nameEnd: nameEnd, valueStart: valueStart, valueEnd: index,
        needsDecoding: needsDecoding))
    return index + 1
  }

  /// Rejects a tag that names the same attribute twice.
  private func checkUniqueAttributes(elementName: Range<Int>) throws(XMLSyntaxError) {
    let attributeCount = attributes.count
    guard attributeCount > 1 else { return }
    for later in 1..<attributeCount {
      let candidate = attributes[later]
      let length = candidate.nameEnd - candidate.nameStart
      for earlier in 0..<later {
        let other = attributes[earlier]
        guard other.nameEnd - other.nameStart == length,
          memcmp(base + other.nameStart, base + candidate.nameStart, length) == 0
        else { continue }
        throw error(
          at: candidate.nameStart,
          "The attribute \(name(candidate.nameStart, candidate.nameEnd)) appears twice in the "
            + "tag <\(name(elementName.lowerBound, elementName.upperBound))>; expected each "
            + "attribute once.")
      }
    }
  }

  /// Reads an end tag at `position` and checks that it closes the innermost open element.
  private mutating func scanEndTag<Handler: XMLContentHandler>(_ handler: inout Handler)
    throws(XMLSyntaxError)
  {
    let tagStart = position
    var index = position + 2
    guard let open = openElements.last else { return }
    let expected = open.name(in: base)
    guard XMLByteClass.isNameStart(base[index]) else {
      throw error(at: index, "Expected an element name after '</', found \(found(at: index)).")
    }
    let nameStart = index
    while XMLByteClass.isName(base[index]) { index += 1 }
    let nameEnd = index
    let length = nameEnd - nameStart
    guard length == open.nameEnd - open.nameStart,
      memcmp(base + nameStart, base + open.nameStart, length) == 0
    else {
      throw error(
        at: tagStart,
        "Found the end tag </\(name(nameStart, nameEnd))> where </\(expected)> was expected, to "
          + "close <\(expected)> opened at \(lines.location(of: open.offset)).")
    }
    while XMLByteClass.isWhitespace(base[index]) { index += 1 }
    guard base[index] == UInt8(ascii: ">") else {
      throw error(
        at: index, "Expected '>' to end the end tag </\(expected)>, found \(found(at: index)).")
    }
    position = index + 1
    openElements.removeLast()
    handler.didEndElement(depth: openElements.count + 1)
  }

  /// Skips character data up to the next `<`, checking its references.
  private mutating func scanText() throws(XMLSyntaxError) {
    var index = position
    let raw = UnsafeRawPointer(base)
    while true {
      // Indentation: eight spaces at a time.
      while raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020 {
        index += 8
      }
      let byte = base[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        index = try scanReference(at: index)
        continue
      }
      if byte == UInt8(ascii: "]") && base[index + 1] == UInt8(ascii: "]")
        && base[index + 2] == UInt8(ascii: ">")
      {
        throw error(
          at: index, "Found ']]>' in text outside a CDATA section; expected '&gt;' for '>'.")
      }
      if byte == 0 && index >= count {
        guard let open = openElements.last else { break }
        let name = open.name(in: base)
        throw error(
          at: index,
          "The file ends inside <\(name)> opened at \(lines.location(of: open.offset)); "
            + "expected </\(name)>.")
      }
      index += 1
    }
    position = index
  }

  /// A syntax error at `offset`.
  func error(at offset: Int, _ message: String) -> XMLSyntaxError {
    XMLSyntaxError(offset: min(offset, count), message: message)
  }

  /// The bytes `start..<end` as text.
  func name(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
  }

  /// What a message should say was found at `offset`.
  func found(at offset: Int) -> String {
    offset >= count ? "the end of the file" : XMLByteClass.describe(base[offset])
  }
}
