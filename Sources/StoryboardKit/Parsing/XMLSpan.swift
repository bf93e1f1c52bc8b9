/// A run of the scanned buffer's bytes, `start..<end`: an element's or an attribute's name, or
/// an attribute's raw value.
struct XMLSpan {
  var start: Int
  var end: Int

  var count: Int { end &- start }

  /// Whether the bytes spell `text`.
  @inline(__always)
  func spells(_ text: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
    XMLBytes.equal(base, start, end, text)
  }

  /// The bytes, as they stand in the buffer.
  func bytes(in base: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base + start, count: count)
  }

  /// The bytes as text, as they stand (for names, and values without references).
  func string(in base: UnsafePointer<UInt8>) -> String {
    String(decoding: bytes(in: base), as: UTF8.self)
  }
}
