import Foundation
import Testing

/// Compares text with a golden file in `Snapshots/Generate`; with `SNAPSHOT_RECORD=1` in the
/// environment, writes the file instead. A mismatch shows the first differing line.
enum GoldenFile {
  static func assertMatches(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = GenerateFixtures.snapshots + "/" + name
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
      try? FileManager.default.createDirectory(
        atPath: GenerateFixtures.snapshots, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: path, contents: Data(actual.utf8)))
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let message = "No golden file \(name); run the tests with SNAPSHOT_RECORD=1 to record it."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    let common = min(expectedLines.count, actualLines.count)
    let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let want = line < expectedLines.count ? expectedLines[line] : "(end of file)"
    let got = line < actualLines.count ? actualLines[line] : "(end of file)"
    let message =
      "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n"
      + "Re-record with SNAPSHOT_RECORD=1 if the change is intended."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
