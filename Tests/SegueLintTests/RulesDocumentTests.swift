import Foundation
import Testing

@testable import SegueLint

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

@Suite struct RulesDocumentConfigurationTests {
  /// The configuration shown in docs/Rules.md is one the loader accepts.
  @Test func documentedConfigurationIsValid() throws {
    let markdown = RulesDocument.markdown()
    let start = try #require(markdown.range(of: "```json\n"))
    let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
    let json = String(markdown[start.upperBound..<end.lowerBound])
    let configuration = try ConfigurationLoader.parse(bytes: Array(json.utf8), path: "Rules.md")
    #expect(configuration.isExcluded("Legacy/Main.storyboard"))
    #expect(!configuration.isEnabled("unreachable-scene"))
  }
}
