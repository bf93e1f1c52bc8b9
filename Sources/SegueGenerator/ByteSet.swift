/// A set of ASCII bytes as two bit masks, for testing each byte of long text in a few
/// instructions.
struct ByteSet {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The bytes of `members`, which must be ASCII.
  init(_ members: String) {
    for byte in members.utf8 {
      precondition(byte < 0x80, "A ByteSet holds ASCII bytes only.")
      if byte < 64 { low |= 1 &<< byte } else { high |= 1 &<< (byte - 64) }
    }
  }

  /// Whether every one of `bytes` is in the set.
  func containsAll(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Without a branch per byte, the loop runs in a few instructions a byte; a non-ASCII
    // byte is caught by its high bit.
    var found: UInt64 = 1
    var union: UInt8 = 0
    for byte in bytes {
      found &= (byte < 64 ? low : high) &>> (byte & 63)
      union |= byte
    }
    return found & 1 == 1 && union < 0x80
  }
}
