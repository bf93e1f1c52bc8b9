import Foundation
import SegueCommands
import Testing

@Suite struct RulesDocumentTests {
  /// docs/Rules.md is what the rules say about themselves; SNAPSHOT_RECORD=1 regenerates it.
  @Test func rulesDocumentIsUpToDate() throws {
    let url = LintTestSupport.packageRoot.appendingPathComponent("docs/Rules.md")
    try LintTestSupport.assertGolden(RulesDocument.markdown(), at: url)
  }

  @Test func documentListsEveryRule() {
    let markdown = RulesDocument.markdown()
    for identifier in LintRules.identifiers {
      #expect(markdown.contains("## \(identifier)\n"))
    }
  }
}
