import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueLint

/// `--fix`: only the fixed attribute values change, and lint then finds nothing to fix.
@Suite struct AttributeEditorTests {
  static func fix(_ bytes: [UInt8], path: String) throws -> (
    bytes: [UInt8], applied: [AttributeFix]
  ) {
    let document = try StoryboardParser.parse(bytes: bytes, path: path)
    let fixes = Linter().fixes(StoryboardSet(documents: [document], errors: []))
    return AttributeEditor.apply(fixes, to: bytes)
  }

  @Test(arguments: ["\n", "\r\n"], [false, true])
  func onlyTheKindsChange(_ lineBreak: String, _ byteOrderMark: Bool) throws {
    let text = LegacyStoryboard.text().replacingOccurrences(of: "\n", with: lineBreak)
    let bytes = (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    let (fixed, applied) = try Self.fix(bytes, path: "Main.storyboard")
    #expect(applied.map(\.to) == ["show", "presentation"])
    let expected = text.replacingOccurrences(of: #"kind="push""#, with: #"kind="show""#)
      .replacingOccurrences(of: #"kind="modal""#, with: #"kind="presentation""#)
    #expect(fixed == (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(expected.utf8))
    let again = try Self.fix(fixed, path: "Main.storyboard")
    #expect(again.applied.isEmpty)
    #expect(again.bytes == fixed)
    let document = try StoryboardParser.parse(bytes: fixed, path: "Main.storyboard")
    let left = Linter().lint(StoryboardSet(documents: [document], errors: []))
      .filter { $0.ruleID == "deprecated-segue-kind" }
    // replace is left for Xcode.
    #expect(left.map(\.objectID) == ["x-1"])
  }

  @Test func otherAttributesAndValuesAreLeftAlone() {
    let tag = Array(#"<segue kindOf="push" title='a kind="push"' kind = 'push' id="k"/>"#.utf8)
    let range = AttributeEditor.valueRange(of: "kind", inElementAt: 0, in: tag)
    #expect(range.map { String(decoding: tag[$0], as: UTF8.self) } == "push")
    #expect(range?.lowerBound == 51)
    #expect(AttributeEditor.valueRange(of: "kind", inElementAt: 1, in: tag) == nil)
    #expect(AttributeEditor.valueRange(of: "destination", inElementAt: 0, in: tag) == nil)
  }

  @Test func aFixWhoseValueMovedIsNotMade() {
    let bytes = Array(#"<segue kind="show" id="k"/>"#.utf8)
    let fix = AttributeFix(
      path: "M.storyboard", location: TextLocation(line: 1, column: 1), attribute: "kind",
      from: "push", to: "show",
      finding: Diagnostic(severity: .warning, message: "m", ruleID: "deprecated-segue-kind"))
    let result = AttributeEditor.apply([fix], to: bytes)
    #expect(result.applied.isEmpty)
    #expect(result.bytes == bytes)
  }

  @Test func suppressedFindingsAreNotFixed() throws {
    let text = LegacyStoryboard.text()
    let document = try StoryboardParser.parse(bytes: Array(text.utf8), path: "Main.storyboard")
    let configuration = LintConfiguration(suppressions: [
      ObjectSuppression(rule: "deprecated-segue-kind", storyboard: "Main.storyboard", object: "p-1")
    ])
    let fixes = Linter(configuration: configuration)
      .fixes(StoryboardSet(documents: [document], errors: []))
    #expect(fixes.map(\.from) == ["modal"])
  }
}
