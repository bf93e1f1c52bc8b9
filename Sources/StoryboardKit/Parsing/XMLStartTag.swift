/// A start tag the scanner has checked, handed to an ``XMLContentHandler``. Valid only during
/// the call: its attributes live in the scanner's reused storage.
struct XMLStartTag {
  /// The scanned buffer.
  let base: UnsafePointer<UInt8>
  /// The offset of the tag's `<`.
  let offset: Int
  let nameStart: Int
  let nameEnd: Int
  /// 1 for the root element.
  let depth: Int
  /// The enclosing element, nil for the root.
  let parent: XMLOpenElement?
  let attributes: UnsafeBufferPointer<XMLAttribute>

  /// Whether the element's name is `name`.
  @inline(__always)
  func hasName(_ name: StaticString) -> Bool {
    XMLBytes.equal(base, nameStart, nameEnd, name)
  }

  /// The element's name.
  var name: String {
    String(
      decoding: UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart),
      as: UTF8.self)
  }

  /// The value of the attribute `name`, decoded; nil when absent.
  func value(of name: StaticString) -> String? {
    for attribute in attributes where attribute.hasName(name, in: base) {
      return attribute.value(in: base)
    }
    return nil
  }
}
