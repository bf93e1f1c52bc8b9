/// Byte classes of XML's grammar, as bit masks so that the hot loops need no table look-ups.
///
/// Non-ASCII bytes count as name characters: names with non-ASCII letters are legal XML and
/// the UTF-8 of the whole file is checked separately by ``LineTable``.
enum XMLByteClass {
  /// Bits 0–63 and 64–127 of the ASCII characters that may start a name: letters, `_`, `:`.
  private static let nameStartLow: UInt64 = 1 << 58
  private static let nameStartHigh: UInt64 =
    (((1 << 26) - 1) << (65 - 64)) | (1 << (95 - 64)) | (((1 << 26) - 1) << (97 - 64))
  /// Name characters add digits, `-` and `.`.
  private static let nameLow: UInt64 =
    nameStartLow | (((1 << 10) - 1) << 48) | (1 << 45) | (1 << 46)

  @inline(__always)
  static func isNameStart(_ byte: UInt8) -> Bool {
    if byte < 64 { return (nameStartLow >> UInt64(byte)) & 1 != 0 }
    if byte < 128 { return (nameStartHigh >> UInt64(byte &- 64)) & 1 != 0 }
    return true
  }

  @inline(__always)
  static func isName(_ byte: UInt8) -> Bool {
    if byte < 64 { return (nameLow >> UInt64(byte)) & 1 != 0 }
    if byte < 128 { return (nameStartHigh >> UInt64(byte &- 64)) & 1 != 0 }
    return true
  }

  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Whether `scalar` is a `Char` of XML 1.0, the only characters a reference may name.
  static func isXMLCharacter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// The byte as a reader would want it quoted in an error message.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    switch byte {
    case 0x20: return "a space"
    case 0x0A, 0x0D: return "a line break"
    case 0x09: return "a tab"
    default:
      let hex = String(byte, radix: 16, uppercase: true)
      return "the byte 0x\(hex.count == 1 ? "0" + hex : hex)"
    }
  }
}
