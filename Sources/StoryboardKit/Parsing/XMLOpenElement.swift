/// An element whose start tag has been read and whose end tag has not.
struct XMLOpenElement {
  /// The offset of the start tag's `<`.
  var offset: Int
  var name: XMLSpan
  /// The element's `id` attribute, when it has one.
  var idAttribute: XMLAttribute?

  /// The element's decoded `id`, nil when it has none.
  func id(in base: UnsafePointer<UInt8>) -> String? {
    idAttribute?.value(in: base)
  }
}
