import StoryboardKit

/// Applies ``AttributeFix`` values to a storyboard's bytes, changing only the bytes of the
/// values fixed, so the file stays byte-identical elsewhere (its line breaks, its byte-order
/// mark, Xcode's formatting).
package enum AttributeEditor {
  /// The bytes with every fix of `fixes` made (all of one file), and the fixes made; a fix
  /// whose element or value is no longer where the parse saw it is left out.
  package static func apply(_ fixes: [AttributeFix], to bytes: [UInt8]) -> (
    bytes: [UInt8], applied: [AttributeFix]
  ) {
    let lineStarts = lineStarts(of: bytes)
    var edits: [(range: Range<Int>, value: [UInt8], fix: AttributeFix)] = []
    for fix in Set(fixes).sorted() {
      let line = fix.location.line - 1
      guard line >= 0, line < lineStarts.count else { continue }
      let start = lineStarts[line] + fix.location.column - 1
      guard let range = valueRange(of: fix.attribute, inElementAt: start, in: bytes),
        bytes[range].elementsEqual(fix.from.utf8)
      else { continue }
      edits.append((range, Array(fix.to.utf8), fix))
    }
    var result = bytes
    // From the end, so the earlier ranges stay where they were.
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: edit.value)
    }
    return (result, edits.map(\.fix))
  }

  /// Offsets of each line's first byte, lines broken as the parser breaks them (a line feed,
  /// or a carriage return not followed by one); the first line's columns do not count a
  /// byte-order mark.
  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var starts = [bom]
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        starts.append(index + 1)
      }
    }
    return starts
  }

  /// The range of the value of attribute `name` in the start tag at `start`, without its
  /// quotes; nil when no start tag is there or it has no such attribute.
  static func valueRange(of name: String, inElementAt start: Int, in bytes: [UInt8])
    -> Range<Int>?
  {
    guard start >= 0, start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
    let nameBytes = Array(name.utf8)
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") { return nil }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        // Skip a value that does not belong to the attribute sought.
        guard let end = bytes[(index + 1)...].firstIndex(of: byte) else { return nil }
        index = end + 1
        continue
      }
      let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      let nameEnd = index + 1 + nameBytes.count
      if isSpace, nameEnd < bytes.count, bytes[(index + 1)..<nameEnd].elementsEqual(nameBytes) {
        var cursor = nameEnd
        while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) {
          cursor += 1
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
          cursor += 1
          while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) {
            cursor += 1
          }
          guard cursor < bytes.count else { return nil }
          let quote = bytes[cursor]
          guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
            let end = bytes[(cursor + 1)...].firstIndex(of: quote)
          else { return nil }
          return (cursor + 1)..<end
        }
      }
      index += 1
    }
    return nil
  }
}
