/// Builds source text line by line in memory, with two-space indentation that nested blocks
/// manage themselves.
///
/// A line is given as pieces, copied in one after the other: joining them into a `String`
/// first, by interpolation or `+`, would allocate and copy again for every line. The pieces
/// are parameters with empty defaults rather than a variadic list, which would build an array
/// for every line; `line`, `append` and `block` are inlined so that the pieces a call leaves
/// out cost nothing.
struct CodeWriter {
  /// The text so far as UTF-8, in the first `count` bytes; the rest is room to grow into.
  /// Copying a piece into that room costs a fraction of `Array.append(contentsOf:)`, which is
  /// made for longer sequences than the few bytes of most pieces.
  private var buffer: [UInt8]
  private var count = 0
  private var depth = 0
  /// Where the line being written starts, to leave an empty line without indentation.
  private var lineStart = 0

  /// A writer with room for about `capacity` bytes, so that the text is rarely copied to grow.
  init(capacity: Int = 0) {
    buffer = Array(repeating: 0, count: max(capacity, 256))
  }

  /// The text written so far.
  var text: String { String(decoding: buffer[..<count], as: UTF8.self) }

  /// Adds a line of `pieces` at the current indentation; an empty line gets no trailing spaces.
  @inline(__always)
  mutating func line(
    _ piece1: String = "", _ piece2: String = "", _ piece3: String = "", _ piece4: String = "",
    _ piece5: String = "", _ piece6: String = "", _ piece7: String = ""
  ) {
    startLine()
    append(piece1, piece2, piece3, piece4, piece5, piece6, piece7)
    endLine()
  }

  /// Starts a line at the current indentation, for text that `append` adds piece by piece
  /// until `endLine()`.
  mutating func startLine() {
    lineStart = count
    appendBytes(depth * 2) { spaces in
      // A few bytes: a loop is cheaper than the call to `memset` that filling them would be.
      for index in spaces.indices { spaces[index] = UInt8(ascii: " ") }
    }
  }

  /// Adds `pieces` to the line started with `startLine()`.
  @inline(__always)
  mutating func append(
    _ piece1: String, _ piece2: String = "", _ piece3: String = "", _ piece4: String = "",
    _ piece5: String = "", _ piece6: String = "", _ piece7: String = ""
  ) {
    appendUTF8(piece1)
    appendUTF8(piece2)
    appendUTF8(piece3)
    appendUTF8(piece4)
    appendUTF8(piece5)
    appendUTF8(piece6)
    appendUTF8(piece7)
  }

  /// Ends the line started with `startLine()`, without its indentation when nothing was added.
  mutating func endLine() {
    if count == lineStart + depth * 2 { count = lineStart }
    appendBytes(1) { $0[0] = UInt8(ascii: "\n") }
  }

  /// Adds `/// text` lines for a documentation comment.
  mutating func documentation(_ lines: String...) {
    for text in lines { line("/// ", text) }
  }

  /// Adds a line of `header` pieces and ` {`, the body one level deeper, then `}`.
  @inline(__always)
  mutating func block(
    _ header1: String, _ header2: String = "", _ header3: String = "", _ header4: String = "",
    _ header5: String = "", body: (inout CodeWriter) -> Void
  ) {
    startLine()
    append(header1, header2, header3, header4, header5, " {")
    endLine()
    indented(body)
    line("}")
  }

  /// Writes `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  @inline(__always)
  private mutating func appendUTF8(_ piece: String) {
    if !piece.isEmpty { appendNonEmpty(piece) }
  }

  @inline(never)
  private mutating func appendNonEmpty(_ piece: String) {
    // Reads the piece in place, where `withUTF8` would need a copy of it to mutate.
    let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { source in
      appendBytes(source.count) { $0.copyMemory(from: UnsafeRawBufferPointer(source)) }
    }
    if copied == nil {
      var contiguous = piece
      contiguous.withUTF8 { source in
        appendBytes(source.count) { $0.copyMemory(from: UnsafeRawBufferPointer(source)) }
      }
    }
  }

  /// Adds `byteCount` bytes to the text, which `write` fills in.
  private mutating func appendBytes(
    _ byteCount: Int, _ write: (UnsafeMutableRawBufferPointer) -> Void
  ) {
    if count + byteCount > buffer.count {
      // Doubling, as an array does, keeps the cost of copying on growth linear.
      buffer.append(contentsOf: repeatElement(0, count: max(buffer.count, byteCount)))
    }
    let start = count
    buffer.withUnsafeMutableBytes { bytes in
      write(UnsafeMutableRawBufferPointer(rebasing: bytes[start..<start + byteCount]))
    }
    count += byteCount
  }
}
