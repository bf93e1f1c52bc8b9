/// One attribute of a start tag, as byte offsets into the scanned buffer.
struct XMLAttribute {
  var nameStart: Int
  var nameEnd: Int
  var valueStart: Int
  var valueEnd: Int
  /// Whether the value holds a reference or a tab or line break, which reading it must replace.
  var needsDecoding: Bool

  /// Whether the attribute's name is `name`.
  @inline(__always)
  func hasName(_ name: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
    XMLBytes.equal(base, nameStart, nameEnd, name)
  }

  /// The attribute's name.
  func name(in base: UnsafePointer<UInt8>) -> String {
    String(
      decoding: UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart),
      as: UTF8.self)
  }

  /// The value with references replaced and whitespace normalised, as XML prescribes.
  func value(in base: UnsafePointer<UInt8>) -> String {
    let raw = UnsafeBufferPointer(start: base + valueStart, count: valueEnd - valueStart)
    guard needsDecoding else { return String(decoding: raw, as: UTF8.self) }
    return String(decoding: XMLBytes.decodeAttributeValue(raw), as: UTF8.self)
  }

  /// Whether the raw value is exactly `text` (for values without references).
  @inline(__always)
  func valueIs(_ text: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
    !needsDecoding && XMLBytes.equal(base, valueStart, valueEnd, text)
  }
}
