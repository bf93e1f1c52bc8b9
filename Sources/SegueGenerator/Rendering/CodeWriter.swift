/// Builds the text of a Swift file line by line, indenting two spaces for each block it is in.
///
/// Code is written as it reads: `write` takes one line or several (a multi-line string
/// literal), and `block` writes a header, its body one level deeper, and the closing brace.
struct CodeWriter: Sendable, Hashable {
  /// The text written so far.
  private(set) var text: String
  private var indentation = ""

  /// A writer whose text starts with `text`, which is taken as it is.
  init(startingWith text: String = "") {
    self.text = text
  }

  /// Adds each line of `lines` at the current indentation, ending it with a newline. Lines
  /// keep their own leading spaces on top of the indentation; an empty line gets none.
  mutating func write(_ lines: String) {
    for line in lines.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.isEmpty {
        text += indentation
        text += Substring(line)
      }
      text += "\n"
    }
  }

  /// Adds an empty line.
  mutating func blankLine() {
    text += "\n"
  }

  /// Adds `header` and ` {`, then what `body` writes one level deeper, then `}`.
  mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
    write(header + " {")
    let outer = indentation
    indentation += "  "
    body(&self)
    indentation = outer
    write("}")
  }
}
