import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueLint

/// docs/Architecture.md's worked lint rule: it compiles, its marked examples hold as every
/// rule's do, and the document quotes it as it is here.
@Suite struct WorkedExampleTests {
  @Test func theWorkedRuleFindsExactlyItsMarkedSpots() {
    let rule = SegueToOwnSceneRule()
    let examples =
      rule.triggeringExamples.map { ($0, true) } + rule.nonTriggeringExamples.map { ($0, false) }
    for (example, triggering) in examples {
      let context = LintContext(documents: LintTestSupport.documents(example.storyboards))
      let spots = rule.check(context).compactMap { finding in
        finding.path.flatMap { path in
          finding.location.map { FileLocation(path: path, location: $0) }
        }
      }.sorted()
      #expect(spots == example.expectedSpots)
      #expect(spots.isEmpty != triggering)
    }
  }

  @Test func architectureQuotesTheWorkedRule() throws {
    let file = TestPaths.tests.appendingPathComponent("SegueLintTests/WorkedExampleRule.swift")
    let example = try #require(DocumentedExample(file: file.path))
    #expect(example.isQuoted(in: "docs/Architecture.md"))
  }
}
