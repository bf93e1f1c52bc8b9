import Testing

@testable import StoryboardKit

/// The word-at-a-time line table against a byte-by-byte count, on text mixing every kind of
/// line break with tabs and multi-byte characters at every alignment.
struct LineTableTests {
  /// A deterministic pseudo-random generator (SplitMix64), so failures reproduce.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// Line and column of every offset, counted one byte at a time.
  static func naiveLocations(_ bytes: [UInt8], skipping bom: Int) -> [StoryboardKit.TextLocation] {
    var result: [StoryboardKit.TextLocation] = []
    var line = 1
    var lineStart = 0
    for (offset, byte) in bytes.enumerated() {
      let column = offset - lineStart + 1 - (line == 1 ? bom : 0)
      result.append(TextLocation(line: line, column: max(1, column)))
      let isBreak =
        byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
      if isBreak {
        line += 1
        lineStart = offset + 1
      }
    }
    return result
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func locationsMatchAByteByByteCount(seed: UInt64) {
    var generator = Generator(state: seed)
    let pieces: [[UInt8]] = [
      Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), Array("\t".utf8), Array("é".utf8),
      Array("😀".utf8), Array("<a b=\"c\">".utf8), Array("        ".utf8), Array("x".utf8),
    ]
    var bytes: [UInt8] = seed % 2 == 0 ? [0xEF, 0xBB, 0xBF] : []
    while bytes.count < 4_000 {
      bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
    }
    let bom = seed % 2 == 0 ? 3 : 0
    let expected = Self.naiveLocations(bytes, skipping: bom)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let table = LineTable(base: base, count: buffer.count)
      #expect(table.firstInvalidCharacter == nil)
      #expect(table.byteOrderMarkLength == bom)
      var hint = 0
      var mismatches = 0
      for offset in bom..<buffer.count where table.location(of: offset) != expected[offset] {
        mismatches += 1
      }
      // Searching from a moving hint, forwards and backwards, gives the same answers.
      for offset in stride(from: buffer.count - 1, through: bom, by: -7)
      where table.location(of: offset, hint: &hint) != expected[offset] {
        mismatches += 1
      }
      #expect(mismatches == 0)
    }
  }

  @Test func theFirstInvalidCharacterIsFound() {
    let bytes = Array("ab\n\tc\u{7}d".utf8) + [0xFF]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let table = LineTable(base: base, count: buffer.count)
      #expect(table.firstInvalidCharacter?.offset == 5)
      #expect(table.location(of: 5) == TextLocation(line: 2, column: 3))
    }
  }
}
