/// An element whose start tag has been read and whose end tag has not.
struct XMLOpenElement {
  /// The offset of the start tag's `<`.
  var offset: Int
  var nameStart: Int
  var nameEnd: Int
  /// The raw value of the element's `id` attribute; empty when it has none.
  var idStart: Int
  var idEnd: Int
  /// Whether the element has an `id` attribute.
  var hasID: Bool

  /// Whether the element's name is `name`.
  @inline(__always)
  func hasName(_ name: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
    XMLBytes.equal(base, nameStart, nameEnd, name)
  }

  /// The element's name.
  func name(in base: UnsafePointer<UInt8>) -> String {
    String(
      decoding: UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart),
      as: UTF8.self)
  }

  /// The element's decoded `id`, nil when it has none.
  func id(in base: UnsafePointer<UInt8>) -> String? {
    guard hasID else { return nil }
    let raw = UnsafeBufferPointer(start: base + idStart, count: idEnd - idStart)
    if raw.contains(where: { $0 == UInt8(ascii: "&") || $0 < 0x20 }) {
      return String(decoding: XMLBytes.decodeAttributeValue(raw), as: UTF8.self)
    }
    return String(decoding: raw, as: UTF8.self)
  }
}
