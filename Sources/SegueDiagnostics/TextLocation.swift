/// A 1-based position in a text file, where a diagnostic points: in a storyboard, the `<` that
/// starts an element's tag.
public struct TextLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int
  /// The column in UTF-8 bytes, counting from 1.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, the form compilers print.
  public var description: String { "\(line):\(column)" }
}
