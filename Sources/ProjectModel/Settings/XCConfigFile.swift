import Foundation
import StoryboardKit

/// A `.xcconfig` file's assignments in order, `#include` and `#include?` followed (relative to
/// the including file), `//` comments dropped.
struct XCConfigFile {
  /// `(name, value)` in the order they apply.
  private(set) var assignments: [(String, String)] = []
  /// A missing file or include, named.
  private(set) var warnings: [Diagnostic] = []

  init(path: String) {
    var visited = Set<String>()
    read(path, includedFrom: nil, visited: &visited)
  }

  /// Reads `path`; a missing file was checked by the caller for the first one, and is a
  /// warning at the `#include` line for an included one.
  private mutating func read(
    _ path: String, includedFrom: (path: String, line: Int, written: String)?,
    visited: inout Set<String>
  ) {
    guard visited.insert(path).inserted else { return }
    guard let data = FileManager.default.contents(atPath: path) else {
      if let includedFrom {
        warnings.append(
          Diagnostic(
            path: includedFrom.path, location: TextLocation(line: includedFrom.line, column: 1),
            severity: .warning,
            message: "The included file '\(includedFrom.written)' is missing; its settings are "
              + "left out."))
      }
      return
    }
    let text = String(decoding: data, as: UTF8.self)
    let folder = (path as NSString).deletingLastPathComponent
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = String(raw)
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      line = line.trimmingWhitespace().trimmingCharacters(in: CharacterSet(charactersIn: ";\r"))
      if line.hasPrefix("#include") {
        let optional = line.hasPrefix("#include?")
        let parts = line.split(separator: "\"")
        guard parts.count >= 2 else { continue }
        let included = ProjectPaths.join(folder, String(parts[1]))
        if optional && !ProjectPaths.exists(included) { continue }
        read(included, includedFrom: (path, index + 1, String(parts[1])), visited: &visited)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = String(line[..<equals]).trimmingWhitespace()
      guard !name.isEmpty, !name.contains(" ") else { continue }
      assignments.append((name, String(line[line.index(after: equals)...]).trimmingWhitespace()))
    }
  }
}
