import Foundation

/// The lines of the files findings point at, each file read once: source suppressions and
/// baselines match a finding by its line's text rather than by its line number.
package struct FileLines {
  private var files: [String: [Substring]] = [:]

  package init() {}

  /// The text of 1-based line `number` of the file at `path`, without its line break; nil
  /// when the file cannot be read or is shorter.
  package mutating func line(_ number: Int, of path: String) -> String? {
    let lines: [Substring]
    if let cached = files[path] {
      lines = cached
    } else {
      let data = FileManager.default.contents(atPath: path) ?? Data()
      lines = String(decoding: data, as: UTF8.self)
        .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      files[path] = lines
    }
    guard number >= 1, number <= lines.count else { return nil }
    return String(lines[number - 1])
  }
}
