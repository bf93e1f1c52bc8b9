/// Reads `.storyboard` files into ``StoryboardDocument`` values.
///
/// The parser reads the whole file into memory and scans its bytes once, building only the
/// storyboard model: peak memory is the file's size plus a table of line starts. It is strict
/// about XML (see <doc:Parsing>) and lenient about storyboard content: any attribute the model
/// keeps may be absent.
public enum StoryboardParser {
  /// The zero bytes after the file's content that let the scanner read ahead without checks.
  static let padding = 16

  /// Parses the file at `path`.
  ///
  /// - Throws: ``StoryboardError`` when the file cannot be read, is not well-formed XML, or is
  ///   not a storyboard, located at the place the problem was found.
  public static func parse(contentsOf path: String) throws(StoryboardError) -> StoryboardDocument {
    let buffer: [UInt8]
    do {
      buffer = try FileReader.readPadded(path: path, padding: padding)
    } catch {
      throw StoryboardError(
        path: path, location: SourceLocation(line: 1, column: 1), message: error.message)
    }
    return try parse(padded: buffer, count: buffer.count - padding, path: path)
  }

  /// Parses storyboard XML held in memory; `path` names it in errors and in the document.
  public static func parse(bytes: [UInt8], path: String) throws(StoryboardError)
    -> StoryboardDocument
  {
    var padded = [UInt8]()
    padded.reserveCapacity(bytes.count + padding)
    padded.append(contentsOf: bytes)
    padded.append(contentsOf: repeatElement(0, count: padding))
    return try parse(padded: padded, count: bytes.count, path: path)
  }

  /// Parses the first `count` bytes of `padded`, which ends with ``padding`` zero bytes.
  static func parse(padded: [UInt8], count: Int, path: String) throws(StoryboardError)
    -> StoryboardDocument
  {
    let result = padded.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else {
        return Result<StoryboardDocument, StoryboardError>.failure(
          StoryboardError(
            path: path, location: SourceLocation(line: 1, column: 1),
            message: "The file is empty; expected an XML document whose root element is "
              + "<document>."))
      }
      return parse(base: base, count: count, path: path)
    }
    return try result.get()
  }

  private static func parse(base: UnsafePointer<UInt8>, count: Int, path: String)
    -> Result<StoryboardDocument, StoryboardError>
  {
    let lines = LineTable(base: base, count: count)
    var scanner = XMLScanner(base: base, count: count, lines: lines)
    var builder = StoryboardBuilder(path: path, lines: lines)
    var found: XMLSyntaxError?
    do {
      try scanner.scanDocument(&builder)
    } catch {
      found = error
    }
    // Report whichever problem comes first in the file.
    if let invalid = lines.firstInvalidCharacter, invalid.offset <= found?.offset ?? Int.max {
      found = invalid
    }
    if let found {
      return .failure(
        StoryboardError(
          path: path, location: lines.location(of: found.offset), message: found.message))
    }
    guard let document = builder.document else {
      return .failure(
        StoryboardError(
          path: path, location: SourceLocation(line: 1, column: 1),
          message: "The file holds no <document> element; expected a storyboard."))
    }
    return .success(document)
  }
}
