/// Builds source text line by line in memory, with two-space indentation that nested blocks
/// manage themselves.
struct CodeWriter {
  private(set) var text = ""
  private var depth = 0 {
    didSet {
      while indentations.count <= depth {
        indentations.append(String(repeating: "  ", count: indentations.count))
      }
    }
  }
  /// The indentation of each depth so far, made once.
  private var indentations = [""]

  /// Adds `line` at the current indentation; an empty line gets no trailing spaces.
  mutating func line(_ line: String = "") {
    if !line.isEmpty {
      text += indentations[depth]
      text += line
    }
    text += "\n"
  }

  /// Adds `/// text` lines for a documentation comment.
  mutating func documentation(_ lines: String...) {
    for line in lines { self.line("/// " + line) }
  }

  /// Adds `header {`, the body one level deeper, then `}`.
  mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
    line(header + " {")
    indented(body)
    line("}")
  }

  /// Writes `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }
}
