/// Where each line of a file starts, found in one pass that also checks that every byte is
/// part of a character XML allows (valid UTF-8, no control characters but tab and line breaks).
///
/// Columns count UTF-8 bytes from 1. A byte-order mark is not part of the first line's columns,
/// so the first `<` of a file with a BOM is at 1:1 just as without one.
struct LineTable {
  /// Offsets of the first byte of each line; the first is 0.
  private var lineStarts: [UInt32]
  /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
  let byteOrderMarkLength: Int
  /// The first byte that cannot appear in an XML document, if any.
  private(set) var firstInvalidCharacter: XMLSyntaxError?

  /// Scans `count` bytes at `base`.
  init(base: UnsafePointer<UInt8>, count: Int) {
    let bom = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
    byteOrderMarkLength = bom
    var starts: [UInt32] = [0]
    starts.reserveCapacity(count / 64 + 1)
    var invalid: XMLSyntaxError?
    var index = bom
    let raw = UnsafeRawPointer(base)
    while index < count {
      // Eight printable ASCII bytes at a time: no byte below 0x20 and none above 0x7F.
      if index &+ 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if ((word &- 0x2020_2020_2020_2020) | word) & 0x8080_8080_8080_8080 == 0 {
          index &+= 8
          continue
        }
      }
      let byte = base[index]
      if byte >= 0x20 && byte < 0x80 {
        index &+= 1
      } else if byte < 0x80 {
        if byte == 0x0A || (byte == 0x0D && (index &+ 1 == count || base[index &+ 1] != 0x0A)) {
          starts.append(UInt32(truncatingIfNeeded: index &+ 1))
        } else if byte != 0x09 && byte != 0x0D && invalid == nil {
          let hex = String(byte, radix: 16, uppercase: true)
          invalid = XMLSyntaxError(
            offset: index,
            message: "The control character U+\(hex.count == 1 ? "000" : "00")\(hex) is not "
              + "allowed in an XML document; expected text, tabs or line breaks.")
        }
        index &+= 1
      } else {
        let length = Self.characterLength(base: base, index: index, count: count)
        if length == 0 {
          if invalid == nil {
            invalid = XMLSyntaxError(
              offset: index,
              message: "\(XMLByteClass.describe(byte).capitalizedFirst) does not begin a valid "
                + "UTF-8 character allowed in XML; expected a UTF-8 encoded storyboard.")
          }
          index &+= 1
        } else {
          index &+= length
        }
      }
    }
    lineStarts = starts
    firstInvalidCharacter = invalid
  }

  /// The length of the UTF-8 sequence starting with a non-ASCII byte at `index`, or 0 when it
  /// is malformed, overlong, a surrogate, beyond U+10FFFF, or U+FFFE/U+FFFF (not XML characters).
  private static func characterLength(base: UnsafePointer<UInt8>, index: Int, count: Int) -> Int {
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

  /// The 1-based line and column of the byte at `offset`.
  func location(of offset: Int) -> SourceLocation {
    let target = UInt32(truncatingIfNeeded: offset)
    var low = 0
    var high = lineStarts.count
    // The last line start that is <= target.
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= target { low = middle } else { high = middle }
    }
    var column = offset - Int(lineStarts[low]) + 1
    if low == 0 { column = max(1, column - byteOrderMarkLength) }
    return SourceLocation(line: low + 1, column: column)
  }
}

extension String {
  /// The string with its first letter in upper case, to start a sentence with a quoted value.
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
