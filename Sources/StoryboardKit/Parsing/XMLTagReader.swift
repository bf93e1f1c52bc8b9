/// Reads attributes back out of a start tag the scanner has already checked, so the scanner
/// need not keep every element's attributes in case a later element asks for them.
struct XMLTagReader {
  let base: UnsafePointer<UInt8>

  /// The decoded value of the attribute `name` of the tag whose `<` is at `offset`.
  func value(of name: StaticString, inTagAt offset: Int) -> String? {
    var index = offset + 1
    while XMLByteClass.isName(base[index]) { index += 1 }
    while true {
      while XMLByteClass.isWhitespace(base[index]) { index += 1 }
      guard XMLByteClass.isNameStart(base[index]) else { return nil }
      let nameStart = index
      while XMLByteClass.isName(base[index]) { index += 1 }
      let nameEnd = index
      while base[index] != UInt8(ascii: "\"") && base[index] != UInt8(ascii: "'") { index += 1 }
      let quote = base[index]
      index += 1
      let valueStart = index
      var needsDecoding = false
      while base[index] != quote {
        let byte = base[index]
        if byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          needsDecoding = true
        }
        index += 1
      }
      if XMLBytes.equal(base, nameStart, nameEnd, name) {
        let attribute = XMLAttribute(
          nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: index,
          needsDecoding: needsDecoding)
        return attribute.value(in: base)
      }
      index += 1
    }
  }
}
