#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Start tags, their attributes, and end tags.
extension XMLScanner {
  /// Reads a start tag or empty-element tag at `position` (its `<`).
  mutating func scanStartTag<Handler: XMLContentHandler>(_ handler: inout Handler)
    throws(XMLSyntaxError)
  {
    let tagStart = position
    var index = position + 1
    guard XMLByteClass.isNameStart(base[index]) else {
      throw error(at: index, "Expected an element name after '<', found \(found(at: index)).")
    }
    index = scanName(from: index &+ 1)
    let elementName = XMLSpan(start: tagStart + 1, end: index)
    attributes.removeAll()
    var isEmptyElement = false
    while true {
      var byte = base[index]
      var sawSpace = false
      if XMLByteClass.isWhitespace(byte) {
        repeat {
          index &+= 1
          byte = base[index]
        } while XMLByteClass.isWhitespace(byte)
        sawSpace = true
      }
      if byte == UInt8(ascii: ">") {
        index &+= 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard base[index + 1] == UInt8(ascii: ">") else {
          throw error(
            at: index + 1,
            "Expected '>' after '/' in the tag <\(elementName.string(in: base))>, "
              + "found \(found(at: index + 1)).")
        }
        index &+= 2
        isEmptyElement = true
        break
      }
      guard XMLByteClass.isNameStart(byte) else {
        throw error(
          at: index,
          "Expected an attribute name, '>' or '/>' in the start tag <\(elementName.string(in: base))>"
            + " opened at \(lines.location(of: tagStart)), found \(found(at: index)).")
      }
      guard sawSpace else {
        throw error(
          at: index,
          "Expected whitespace before the attribute in the start tag "
            + "<\(elementName.string(in: base))>, found \(found(at: index)).")
      }
      index = try scanAttribute(at: index, elementName: elementName)
    }
    var open = XMLOpenElement(offset: tagStart, name: elementName, idAttribute: nil)
    if attributes.count > 1 { try checkUniqueAttributes(elementName: elementName) }
    for attribute in attributes.elements
    where attribute.name.count == 2 && base[attribute.name.start] == UInt8(ascii: "i")
      && base[attribute.name.start + 1] == UInt8(ascii: "d")
    {
      open.idAttribute = attribute
    }
    let tag = XMLStartTag(
      base: base, offset: tagStart, nameSpan: elementName,
      depth: openElements.count + 1, parent: openElements.last,
      attributes: attributes.elements)
    position = index
    handler.didStartElement(tag)
    if isEmptyElement {
      handler.didEndElement(depth: openElements.count + 1)
    } else {
      openElements.append(open)
    }
  }

  /// Reads `name="value"` at `start` and records it; returns the offset after the closing quote.
  mutating func scanAttribute(at start: Int, elementName: XMLSpan)
    throws(XMLSyntaxError) -> Int
  {
    var index = scanName(from: start &+ 1)
    let attributeName = XMLSpan(start: start, end: index)
    while XMLByteClass.isWhitespace(base[index]) { index &+= 1 }
    guard base[index] == UInt8(ascii: "=") else {
      throw error(
        at: index,
        "Expected '=' after the attribute name \(attributeName.string(in: base)), "
          + "found \(found(at: index)).")
    }
    index &+= 1
    while XMLByteClass.isWhitespace(base[index]) { index &+= 1 }
    let quote = base[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw error(
        at: index,
        "Expected a quoted value for the attribute \(attributeName.string(in: base)), "
          + "found \(found(at: index)).")
    }
    index &+= 1
    let valueStart = index
    var needsDecoding = false
    let quotes = UInt64(quote) &* XMLWord.ones
    while true {
      // Up to the first quote, '&', '<' or byte below 0x20.
      index = firstMarked(from: index) { word in
        XMLWord.zeroBytes(word ^ quotes) | XMLWord.zeroBytes(word ^ XMLWord.ampersands)
          | XMLWord.zeroBytes(word ^ XMLWord.lessThans) | XMLWord.controlBytes(word)
      }
      let byte = base[index]
      if byte == quote { break }
      switch byte {
      case UInt8(ascii: "&"):
        index = try scanReference(at: index)
        needsDecoding = true
      case UInt8(ascii: "<"):
        throw error(
          at: index,
          "Found '<' in the value of the attribute \(attributeName.string(in: base)); expected the closing "
            + "quote (\(quote == UInt8(ascii: "\"") ? "\"" : "'")) or '&lt;'.")
      case 0x09, 0x0A, 0x0D:
        needsDecoding = true
        index &+= 1
      case 0 where index >= count:
        throw error(
          at: index,
          "The file ends inside the value of the attribute \(attributeName.string(in: base)); expected "
            + "its closing quote.")
      default:
        index &+= 1
      }
    }
    attributes.append(
      XMLAttribute(
        name: attributeName, value: XMLSpan(start: valueStart, end: index),
        needsDecoding: needsDecoding))
    return index + 1
  }

  /// Reads an end tag at `position` and checks that it closes the innermost open element.
  mutating func scanEndTag<Handler: XMLContentHandler>(_ handler: inout Handler)
    throws(XMLSyntaxError)
  {
    let tagStart = position
    guard let open = openElements.last else { return }
    // The usual case: the name matches the open element's and ends there.
    let nameStart = position &+ 2
    let length = open.name.count
    var index = nameStart &+ length
    guard index <= count, memcmp(base + nameStart, base + open.name.start, length) == 0,
      nameBytes[Int(base[index])] == 0
    else {
      guard XMLByteClass.isNameStart(base[nameStart]) else {
        throw error(
          at: nameStart, "Expected an element name after '</', found \(found(at: nameStart)).")
      }
      let expected = open.name.string(in: base)
      let found = XMLSpan(start: nameStart, end: scanName(from: nameStart))
      throw error(
        at: tagStart,
        "Found the end tag </\(found.string(in: base))> where </\(expected)> was expected, to "
          + "close <\(expected)> opened at \(lines.location(of: open.offset)).")
    }
    while XMLByteClass.isWhitespace(base[index]) { index &+= 1 }
    guard base[index] == UInt8(ascii: ">") else {
      throw error(
        at: index,
        "Expected '>' to end the end tag </\(open.name.string(in: base))>, found \(found(at: index))."
      )
    }
    position = index + 1
    openElements.removeLast()
    handler.didEndElement(depth: openElements.count + 1)
  }
}
