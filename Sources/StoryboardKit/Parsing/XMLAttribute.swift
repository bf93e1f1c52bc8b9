/// One attribute of a start tag, as spans of the scanned buffer.
struct XMLAttribute {
  var name: XMLSpan
  /// The raw value, between the quotes.
  var value: XMLSpan
  /// Whether the value holds a reference or a tab or line break, which reading it must replace.
  var needsDecoding: Bool

  /// The value with references replaced and whitespace normalised, as XML prescribes.
  func value(in base: UnsafePointer<UInt8>) -> String {
    guard needsDecoding else { return value.string(in: base) }
    return String(decoding: XMLBytes.decodeAttributeValue(value.bytes(in: base)), as: UTF8.self)
  }

  /// Whether the raw value is exactly `text` (for values without references).
  @inline(__always)
  func valueIs(_ text: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
    !needsDecoding && value.spells(text, in: base)
  }
}
