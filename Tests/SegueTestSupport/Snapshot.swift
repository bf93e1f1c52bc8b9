import Foundation
import Testing

/// Golden files kept in each test target's `Snapshots/` folder, beside the tests. With `SNAPSHOT_RECORD=1` in the
/// environment the files are written instead of compared; a mismatch lists the differing lines.
package enum Snapshot {
  /// Whether golden files are being recorded (`SNAPSHOT_RECORD=1`) rather than compared.
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  }

  /// `Tests/Fixtures/<relative>`.
  package static func fixture(_ relative: String) -> String {
    TestPaths.fixture(relative)
  }

  /// The golden file `Snapshots/<relative>` of the test target that holds `file`.
  package static func url(_ relative: String, file: StaticString = #filePath) -> URL {
    TestPaths.targetFolder(of: file).appendingPathComponent("Snapshots/" + relative)
  }

  /// Compares `actual` with `Snapshots/<relative>` of the calling test's target, or records
  /// it there.
  package static func assertMatches(
    _ actual: String, _ relative: String, file: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertMatches(actual, at: url(relative, file: file), sourceLocation: sourceLocation)
  }

  /// Compares `actual` with the file at `url` (a golden file anywhere in the package, such as
  /// docs/Rules.md), or records it there.
  package static func assertMatches(
    _ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
      } catch {
        Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "No golden file at \(url.path); run with SNAPSHOT_RECORD=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
      Comment(
        rawValue: "\(url.lastPathComponent) differs (SNAPSHOT_RECORD=1 re-records):\n"
          + lineDiff(expected, actual)),
      sourceLocation: sourceLocation)
  }

  /// The first differing lines, `-` expected and `+` actual, at most 20 of them.
  package static func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) where lines.count < 20 {
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      if let before { lines.append("line \(index + 1) - \(before)") }
      if let after { lines.append("line \(index + 1) + \(after)") }
    }
    return lines.joined(separator: "\n")
  }
}
