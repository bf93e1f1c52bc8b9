import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueLint

/// `--baseline`: findings recorded once stay accepted when unrelated edits move them, and a
/// new finding like a recorded one is still reported.
@Suite struct BaselineTests {
  static func findings(_ path: String) -> [Diagnostic] {
    Linter().lint(StoryboardSet.load([path]))
  }

  static func spell(_ path: String) -> String { (path as NSString).lastPathComponent }

  @Test func findingsKnowTheirObject() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(LegacyStoryboard.text(), to: "Main.storyboard")
    let deprecated = Self.findings(path).filter { $0.ruleID == "deprecated-segue-kind" }
    #expect(deprecated.map(\.objectID) == ["p-1", "m-1", "x-1"])
  }

  @Test func movedFindingsStayInTheBaseline() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(LegacyStoryboard.text(), to: "Main.storyboard")
    let before = Self.findings(path)
    #expect(before.count >= 3)
    let baseline = LintBaseline(findings: before, file: Self.spell)
    try directory.write(LegacyStoryboard.text(padding: 5), to: "Main.storyboard")
    let after = Self.findings(path)
    #expect(after.map(\.location?.line) != before.map(\.location?.line))
    let outcome = baseline.filter(after, file: Self.spell)
    #expect(outcome.reported.isEmpty)
    #expect(outcome.accepted == before.count)
    #expect(outcome.unused == 0)
  }

  @Test func aSecondFindingWithAnotherObjectIsReported() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(LegacyStoryboard.text(), to: "Main.storyboard")
    let baseline = LintBaseline(findings: Self.findings(path), file: Self.spell)
    try directory.write(LegacyStoryboard.text(extraSegue: true), to: "Main.storyboard")
    let outcome = baseline.filter(Self.findings(path), file: Self.spell)
    #expect(outcome.reported.map(\.objectID) == ["p-2"])
    #expect(outcome.reported.map(\.ruleID) == ["deprecated-segue-kind"])
  }

  @Test func fixedFindingsLeaveUnusedEntries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(LegacyStoryboard.text(), to: "Main.storyboard")
    let baseline = LintBaseline(findings: Self.findings(path), file: Self.spell)
    let remaining = Self.findings(path).filter { $0.objectID != "p-1" }
    let outcome = baseline.filter(remaining, file: Self.spell)
    #expect(outcome.reported.isEmpty)
    #expect(outcome.unused == 1)
  }

  /// A source finding has no object: its line's text picks it out wherever the line moves.
  @Test func sourceFindingsMatchByTheirLineText() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let call = "performSegue(withIdentifier: \"Gone\", sender: nil)"
    let path = try directory.write("func a() {\n  \(call)\n}\n", to: "A.swift")
    let finding = { (line: Int) in
      Diagnostic(
        path: path, location: TextLocation(line: line, column: 3), severity: .error,
        message: "'Gone' is not a segue.", ruleID: "identifier-not-in-storyboard")
    }
    let baseline = LintBaseline(findings: [finding(2)], file: Self.spell)
    #expect(baseline.entries.map(\.anchor) == [.line])
    #expect(baseline.entries.map(\.value) == [call])
    try directory.write("// moved\n\nfunc a() {\n  \(call)\n}\n", to: "A.swift")
    #expect(baseline.filter([finding(4)], file: Self.spell).reported.isEmpty)
    try directory.write(
      "func a() {\n  performSegue(withIdentifier: \"Gone2\", sender: nil)\n}\n", to: "A.swift")
    #expect(baseline.filter([finding(2)], file: Self.spell).reported.count == 1)
  }

  @Test func theFileIsSortedAndReadsBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(LegacyStoryboard.text(), to: "Main.storyboard")
    let findings = Self.findings(path)
    let baseline = LintBaseline(findings: findings, file: Self.spell)
    #expect(LintBaseline(findings: findings.reversed(), file: Self.spell).json == baseline.json)
    #expect(baseline.entries == baseline.entries.sorted())
    #expect(baseline.json.contains(#""object": "p-1""#))
    #expect(baseline.json.contains(#""file": "Main.storyboard""#))
    let read = try LintBaseline.parse(bytes: Array(baseline.json.utf8), path: "b.json")
    #expect(read == baseline)
  }

  @Test func parseErrorsAreNeverBaselined() {
    let error = Diagnostic(
      path: "Broken.storyboard", location: TextLocation(line: 1, column: 1), severity: .error,
      message: "Malformed.", ruleID: LintRules.parseErrorID)
    #expect(LintBaseline(findings: [error], file: Self.spell).entries.isEmpty)
  }

  @Test(
    arguments: [
      ("[]", "must be an object with a 'findings' array"),
      (#"{"findings": [{"rule": "r", "file": "f"}]}"#, "one of 'object', 'line' or 'message'"),
      (#"{"version": 2, "findings": []}"#, "another format version"),
      (#"{"findings": [}"#, "Malformed JSON"),
    ])
  func malformedBaselinesAreLocatedErrors(_ json: String, _ message: String) {
    #expect {
      _ = try LintBaseline.parse(bytes: Array(json.utf8), path: "b.json")
    } throws: { error in
      guard let error = error as? BaselineError else { return false }
      return error.message.contains(message) && error.description.hasPrefix("b.json:")
    }
  }
}
