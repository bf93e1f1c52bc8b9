/// An element whose start tag has been read and whose end tag has not.
struct XMLOpenElement {
  /// The offset of the start tag's `<`.
  var offset: Int
  var nameStart: Int
  var nameEnd: Int

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
}
