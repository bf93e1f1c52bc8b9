/// Builds source text line by line in memory, with two-space indentation that nested blocks
/// manage themselves.
struct CodeWriter {
  /// The text so far, as UTF-8: appending bytes costs a fraction of appending to a `String`.
  private var bytes: [UInt8] = []
  private var depth = 0

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Adds `line` at the current indentation; an empty line gets no trailing spaces.
  mutating func line(_ line: String = "") {
    if !line.isEmpty {
      indent()
      bytes.append(contentsOf: line.utf8)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Adds `/// text` lines for a documentation comment.
  mutating func documentation(_ lines: String...) {
    for line in lines {
      indent()
      bytes.append(contentsOf: "/// ".utf8)
      bytes.append(contentsOf: line.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// Adds `header {`, the body one level deeper, then `}`.
  mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
    indent()
    bytes.append(contentsOf: header.utf8)
    bytes.append(contentsOf: " {\n".utf8)
    indented(body)
    line("}")
  }

  /// Writes `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  private mutating func indent() {
    for _ in 0..<depth * 2 { bytes.append(UInt8(ascii: " ")) }
  }
}
