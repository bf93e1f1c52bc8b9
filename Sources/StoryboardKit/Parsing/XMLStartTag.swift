/// A start tag the scanner has checked, handed to an ``XMLContentHandler``. Valid only during
/// the call: its attributes live in the scanner's reused storage.
struct XMLStartTag {
  /// The scanned buffer.
  let base: UnsafePointer<UInt8>
  /// The offset of the tag's `<`.
  let offset: Int
  let nameSpan: XMLSpan
  /// 1 for the root element.
  let depth: Int
  /// The enclosing element, nil for the root.
  let parent: XMLOpenElement?
  let attributes: UnsafeBufferPointer<XMLAttribute>

  /// Whether the element's name is `name`.
  @inline(__always)
  func hasName(_ name: StaticString) -> Bool {
    nameSpan.spells(name, in: base)
  }

  /// The element's name.
  var name: String { nameSpan.string(in: base) }

  /// The value of the attribute `name`, decoded; nil when absent.
  func value(of name: StaticString) -> String? {
    for attribute in attributes where attribute.name.spells(name, in: base) {
      return attribute.value(in: base)
    }
    return nil
  }
}
