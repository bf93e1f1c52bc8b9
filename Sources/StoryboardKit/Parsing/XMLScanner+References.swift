/// Entity and character references in text and attribute values.
extension XMLScanner {
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
}
