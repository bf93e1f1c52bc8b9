import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `segue lint --write-baseline`, `--baseline` and `--fix` as a legacy app adopts lint.
@Suite struct LintBaselineFixTests {
  /// A copy of two fixtures in `directory/App`.
  static func app(in directory: TemporaryDirectory) throws -> [String] {
    try ["Findings", "Warnings"].map { name in
      let text = try String(
        contentsOfFile: Snapshot.fixture("Lint/\(name).storyboard"), encoding: .utf8)
      return try directory.write(text, to: "App/\(name).storyboard")
    }
  }

  /// Paths in the baseline are relative to its folder, so a checkout elsewhere matches.
  @Test func aBaselineWrittenInOneCheckoutMatchesInAnother() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try Self.app(in: directory)
    let (status, writing) = LintCommandTests.run([
      directory.path + "/App", "--write-baseline", directory.path + "/ci/segue-baseline.json",
    ])
    #expect(status == .failure)
    #expect(!writing.standardOutput.isEmpty)
    #expect(writing.standardError.contains("wrote 5 finding(s) to the baseline"))
    let written = try String(
      contentsOfFile: directory.path + "/ci/segue-baseline.json", encoding: .utf8)
    #expect(written.contains(#""file": "../App/Findings.storyboard""#))
    #expect(!written.contains(directory.path))

    let moved = try TemporaryDirectory()
    defer { moved.remove() }
    try FileManager.default.removeItem(atPath: moved.path)
    try FileManager.default.moveItem(atPath: directory.path, toPath: moved.path)
    let (again, reading) = LintCommandTests.run([
      moved.path + "/ci/../App/", "--baseline", moved.path + "/ci/segue-baseline.json",
    ])
    #expect(again == .success)
    #expect(reading.standardOutput.isEmpty)
    #expect(reading.standardError.contains("0 error(s), 0 warning(s) (5 more in the baseline)"))
  }

  @Test func aMissingBaselineFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let paths = try Self.app(in: directory)
    let (status, console) = LintCommandTests.run([
      paths[1], "--baseline", directory.path + "/none.json",
    ])
    #expect(status == .failure)
    #expect(console.standardError.contains("No baseline can be read here; write one with"))
  }

  @Test func fixChangesOnlyTheKindAndIsIdempotent() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try Self.app(in: directory)[1]
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let (status, console) = LintCommandTests.run([path, "--fix"])
    #expect(status == .success)
    #expect(console.standardOutput.isEmpty)
    #expect(console.standardError.contains("1 fix(es) made in 1 storyboard(s)"))
    let after = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      after == before.replacingOccurrences(of: #"kind="modal""#, with: #"kind="presentation""#))
    #expect(after != before)
    let (_, second) = LintCommandTests.run([path, "--fix"])
    #expect(second.standardError.contains("0 fix(es) made in 0 storyboard(s)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == after)
  }
}
