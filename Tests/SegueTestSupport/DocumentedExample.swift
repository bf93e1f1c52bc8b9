import Foundation

/// A worked example a document quotes: the code between `// doc:begin` and `// doc:end` in a
/// test's source file, which the document must hold verbatim in a fenced block. The test
/// compiles and runs the code, and this keeps the document's copy the same.
package struct DocumentedExample: Sendable {
  /// The quoted code, without the markers, as the file has it.
  package var code: String

  /// Reads the code between the markers of `file` (a `#filePath`); nil when the markers are
  /// missing or out of order.
  package init?(file: String) {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8),
      let begin = text.range(of: "// doc:begin\n"),
      let end = text.range(of: "// doc:end\n", range: begin.upperBound..<text.endIndex)
    else { return nil }
    code = String(text[begin.upperBound..<end.lowerBound])
  }

  /// Whether the document at `path` (relative to the package) quotes the code in a
  /// ```` ```swift ```` block, byte for byte.
  package func isQuoted(in path: String) -> Bool {
    let url = TestPaths.packageRoot.appendingPathComponent(path)
    guard let document = try? String(contentsOf: url, encoding: .utf8) else { return false }
    return document.contains("```swift\n" + code + "```\n")
  }
}
