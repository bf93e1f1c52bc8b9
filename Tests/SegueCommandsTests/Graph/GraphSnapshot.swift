import Foundation
import Testing

/// Golden files in `Snapshots/Graph/`: compares output with the stored file, or stores it
/// when `SNAPSHOT_RECORD=1`. A mismatch reports the first differing line.
enum GraphSnapshot {
  static let directory = GraphFixtures.testsRoot.appendingPathComponent("Snapshots/Graph")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" }

  /// Whether a golden file named `name` exists.
  static func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
  }

  static func check(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let file = directory.appendingPathComponent(name)
    if isRecording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try Data(actual.utf8).write(to: file)
      }
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "No golden file \(name); run the tests with SNAPSHOT_RECORD=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    guard actual != expected else { return }
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    let common = min(actualLines.count, expectedLines.count)
    let index = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
    let got = index < actualLines.count ? actualLines[index] : "(end of output)"
    let wanted = index < expectedLines.count ? expectedLines[index] : "(end of file)"
    let message =
      "\(name) differs at line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n"
      + "Run with SNAPSHOT_RECORD=1 to re-record if the change is intended."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
