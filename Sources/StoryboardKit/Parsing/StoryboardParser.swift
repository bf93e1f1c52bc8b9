/// Reads `.storyboard` files into ``StoryboardDocument`` values.
public enum StoryboardParser {
  /// Parses the file at `path`.
  public static func parse(contentsOf path: String) throws(StoryboardError) -> StoryboardDocument {
    throw StoryboardError(
      path: path, location: SourceLocation(line: 1, column: 1),
      message: "The parser is being written.")
  }

  /// Parses storyboard XML held in memory; `path` names it in errors and in the document.
  public static func parse(bytes: [UInt8], path: String) throws(StoryboardError)
    -> StoryboardDocument
  {
    throw StoryboardError(
      path: path, location: SourceLocation(line: 1, column: 1),
      message: "The parser is being written.")
  }
}
