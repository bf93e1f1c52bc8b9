/// Eight bytes at once ("SIMD within a register"): finds bytes of interest in a 64-bit word.
///
/// Each test sets the high bit of a byte that matches. The lowest set bit always marks the
/// first match; bits above it may be false positives, which is why callers only use the
/// first (``firstMarked(_:)``) and then look at that byte.
enum XMLWord {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highBits: UInt64 = 0x8080_8080_8080_8080
  static let ampersands: UInt64 = 0x2626_2626_2626_2626
  static let lessThans: UInt64 = 0x3C3C_3C3C_3C3C_3C3C
  static let closingBrackets: UInt64 = 0x5D5D_5D5D_5D5D_5D5D

  /// The offset in the word of the byte that the lowest set high bit of `mask` marks.
  @inline(__always)
  static func firstMarked(_ mask: UInt64) -> Int {
    #if _endian(big)
      return mask.leadingZeroBitCount >> 3
    #else
      return mask.trailingZeroBitCount >> 3
    #endif
  }

  /// Whether all eight bytes are ASCII letters, the bulk of element and attribute names.
  @inline(__always)
  static func allLetters(_ word: UInt64) -> Bool {
    guard word & highBits == 0 else { return false }
    let lowered = word | 0x2020_2020_2020_2020
    // With every byte at most 0x7F, these additions carry into no neighbour: the first sets
    // the high bit of bytes from 'a' up, the second of bytes above 'z'.
    let fromA = (lowered &+ 0x1F1F_1F1F_1F1F_1F1F) & highBits
    let aboveZ = (lowered &+ 0x0505_0505_0505_0505) & highBits
    return fromA == highBits && aboveZ == 0
  }

  /// The high bit of each zero byte of `word`, exactly: no carry crosses bytes.
  @inline(__always)
  static func exactZeroBytes(_ word: UInt64) -> UInt64 {
    let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
    return ~(((word & low7) &+ low7) | word | low7)
  }

  /// The high bit of each zero byte of `word` (exact up to the first one).
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highBits
  }

  /// The high bit of each byte below 0x20 (exact up to the first one).
  @inline(__always)
  static func controlBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x2020_2020_2020_2020) & ~word & highBits
  }
}
