/// Reads `.storyboard` files into ``StoryboardDocument`` values.
///
/// The parser holds the whole file in memory (read, or mapped when large), checks that every
/// byte is an XML character, then scans the bytes once, building only the storyboard model:
/// peak memory is the file's size plus the model and a table of line starts. It is strict about
/// XML (see <doc:ReadingStoryboards>) and lenient about storyboard content: any attribute the
/// model keeps may be absent.
public enum StoryboardParser {
  /// The zero bytes after the file's content that let the scanner read ahead without checks.
  static let padding = 16

  /// Parses the file at `path`.
  ///
  /// - Throws: ``StoryboardError`` when the file cannot be read, is not well-formed XML, or is
  ///   not a storyboard, located at the place the problem was found.
  public static func parse(contentsOf path: String) throws(StoryboardError) -> StoryboardDocument {
    try parse(contentsOf: path, customObjects: true)
  }

  /// Parses the file at `path`; without `customObjects`, the scenes' ``Scene/customObjects``
  /// are left empty, which spares looking at every element of a scene for a `customClass`.
  ///
  /// - Throws: ``StoryboardError`` as ``parse(contentsOf:)`` does.
  public static func parse(contentsOf path: String, customObjects: Bool)
    throws(StoryboardError) -> StoryboardDocument
  {
    let result: Result<StoryboardDocument, StoryboardError>
    do {
      result = try FileReader.withBytes(path: path, padding: padding) { base, count in
        parse(base: base, count: count, path: path, customObjects: customObjects)
      }
    } catch {
      throw StoryboardError(path: path, message: error.message)
    }
    return try result.get()
  }

  /// Parses storyboard XML held in memory; `path` names it in errors and in the document.
  ///
  /// The bytes are copied once, followed by the zero padding the scanner reads ahead into.
  ///
  /// - Throws: ``StoryboardError`` when the bytes are not well-formed XML or not a storyboard.
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
            path: path, location: TextLocation(line: 1, column: 1),
            message: "The file is empty; expected an XML document whose root element is "
              + "<document>."))
      }
      return parse(base: base, count: count, path: path)
    }
    return try result.get()
  }

  private static func parse(
    base: UnsafePointer<UInt8>, count: Int, path: String, customObjects: Bool = true
  ) -> Result<StoryboardDocument, StoryboardError> {
    // Line starts are kept as 32-bit offsets.
    guard count <= Int(UInt32.max) else {
      return .failure(
        StoryboardError(
          path: path, location: TextLocation(line: 1, column: 1),
          message: "The file is \(count) bytes long; expected a storyboard under 4 GiB."))
    }
    let lines = LineTable(base: base, count: count)
    var scanner = XMLScanner(base: base, count: count, lines: lines)
    var builder = StoryboardBuilder(path: path, lines: lines)
    builder.readsCustomObjects = customObjects
    var found: XMLSyntaxError?
    do {
      try scanner.scanDocument(&builder)
    } catch {
      found = error
    }
    // Report whichever problem comes first in the file; at the same byte, the scanner says
    // more about what was expected.
    if let invalid = lines.firstInvalidCharacter, invalid.offset < found?.offset ?? Int.max {
      found = invalid
    }
    found = found ?? builder.rejection
    // Only a file that failed is searched for conflict markers, which explain the failure.
    if found != nil, let marker = MergeConflictMarker.first(base: base, count: count) {
      found = XMLSyntaxError(offset: marker.offset, message: marker.message)
    }
    if let found {
      return .failure(
        StoryboardError(
          path: path, location: lines.location(of: found.offset), message: found.message))
    }
    guard let document = builder.document else {
      return .failure(
        StoryboardError(
          path: path, location: TextLocation(line: 1, column: 1),
          message: "The file holds no <document> element; expected a storyboard."))
    }
    return .success(document)
  }
}
