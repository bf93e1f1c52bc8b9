import Foundation
import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// Paths and helpers shared by the lint tests.
enum LintTestSupport {
  /// The package root.
  static let packageRoot = TestPaths.packageRoot
  static let fixtures = TestPaths.fixtures.appendingPathComponent("Lint")
  static let snapshots = Snapshot.url("Lint")

  /// The path of the fixture `name`.
  static func fixture(_ name: String) -> String {
    fixtures.appendingPathComponent(name).path
  }

  /// Parses the storyboards of an example (markers removed); records an issue for a file that
  /// does not parse.
  static func documents(_ files: [ExampleFile]) -> [StoryboardDocument] {
    files.compactMap { file in
      do {
        return try StoryboardParser.parse(bytes: Array(file.text.utf8), path: file.path)
      } catch {
        Issue.record("The example file \(file.path) does not parse: \(error)")
        return nil
      }
    }
  }

  /// The source index of an example's source files, nil when it has none.
  static func sources(_ files: [ExampleFile]) -> SourceIndex? {
    guard !files.isEmpty else { return nil }
    return SourceIndex(files: files.map { ($0.path, $0.text) })
  }

  /// Compares `actual` with the golden file `name`, or records it when SNAPSHOT_RECORD=1.
  static func assertSnapshot(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try assertGolden(
      actual, at: snapshots.appendingPathComponent(name), sourceLocation: sourceLocation)
  }

  /// Compares `actual` with the file at `url`, or writes it there when SNAPSHOT_RECORD=1.
  static func assertGolden(
    _ actual: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    Snapshot.assertMatches(actual, at: url, sourceLocation: sourceLocation)
  }
}
