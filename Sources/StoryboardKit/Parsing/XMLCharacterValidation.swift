/// Which UTF-8 sequences are characters XML allows.
enum XMLCharacterValidation {
  /// The length of the UTF-8 sequence starting with a non-ASCII byte at `index`, or 0 when it
  /// is malformed, overlong, a surrogate, beyond U+10FFFF, or U+FFFE/U+FFFF (not XML characters).
  static func characterLength(base: UnsafePointer<UInt8>, index: Int, count: Int) -> Int {
    let lead = base[index]
    func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      index &+ offset < count && base[index &+ offset] >= low && base[index &+ offset] <= high
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xEF:
      guard continuation(1) && continuation(2) else { return 0 }
      let isNonCharacter = base[index &+ 1] == 0xBF && base[index &+ 2] >= 0xBE
      return isNonCharacter ? 0 : 3
    case 0xE1...0xEC, 0xEE:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }
}
