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
      // Sixteen printable ASCII bytes: the common case, checked with one branch.
      if index &+ 16 <= count {
        let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let second = raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
        let either = (first &- 0x2020_2020_2020_2020) | first | (second &- 0x2020_2020_2020_2020)
        if (either | second) & 0x8080_8080_8080_8080 == 0 {
          index &+= 16
          continue
        }
      }
      if index &+ 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // Eight printable ASCII bytes: nothing to record or check.
        if ((word &- 0x2020_2020_2020_2020) | word) & 0x8080_8080_8080_8080 == 0 {
          index &+= 8
          continue
        }
        // ASCII with line feeds and tabs, the usual line end and indentation: record each
        // line feed from the word's exact masks.
        if word & XMLWord.highBits == 0 {
          let lineFeeds = XMLWord.exactZeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
          let tabs = XMLWord.exactZeroBytes(word ^ 0x0909_0909_0909_0909)
          let controls = ~(word &+ 0x6060_6060_6060_6060) & XMLWord.highBits
          if controls & ~(lineFeeds | tabs) == 0 {
            var remaining = lineFeeds
            while remaining != 0 {
              let offset = index &+ XMLWord.firstMarked(remaining) &+ 1
              starts.append(UInt32(truncatingIfNeeded: offset))
              remaining &= remaining &- 1
            }
            index &+= 8
            continue
          }
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
        let length = XMLCharacterValidation.characterLength(base: base, index: index, count: count)
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

  /// The 1-based line and column of the byte at `offset`.
  func location(of offset: Int) -> TextLocation {
    var hint = 0
    return location(of: offset, hint: &hint)
  }

  /// The 1-based line and column of the byte at `offset`, searching from the line index
  /// `hint` (and updating it): a parse asks for places in nearly increasing order.
  func location(of offset: Int, hint: inout Int) -> TextLocation {
    let target = UInt32(truncatingIfNeeded: offset)
    let lineCount = lineStarts.count
    var low = 0
    var high = lineCount
    let start = min(max(hint, 0), lineCount - 1)
    if lineStarts[start] <= target {
      // Gallop forward from the hint, then search the last step.
      low = start
      var step = 1
      while low + step < lineCount && lineStarts[low + step] <= target {
        low += step
        step *= 2
      }
      high = min(low + step, lineCount)
    } else {
      high = start
    }
    // The last line start that is <= target lies in low..<high.
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= target { low = middle } else { high = middle }
    }
    hint = low
    var column = offset - Int(lineStarts[low]) + 1
    if low == 0 { column = max(1, column - byteOrderMarkLength) }
    return TextLocation(line: low + 1, column: column)
  }
}
