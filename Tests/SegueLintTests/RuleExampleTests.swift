import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// One example of one rule, as a test argument.
struct LintExampleCase: Sendable, CustomTestStringConvertible {
  var ruleID: String
  var triggering: Bool
  var index: Int
  var example: RuleExample

  var testDescription: String {
    "\(ruleID) \(triggering ? "triggering" : "non-triggering") #\(index + 1)"
  }

  static var all: [LintExampleCase] {
    LintRules.all.flatMap { rule in
      rule.triggeringExamples.enumerated().map {
        LintExampleCase(
          ruleID: rule.identifier, triggering: true, index: $0.offset, example: $0.element)
      }
        + rule.nonTriggeringExamples.enumerated().map {
          LintExampleCase(
            ruleID: rule.identifier, triggering: false, index: $0.offset, example: $0.element)
        }
    }
  }
}

@Suite struct RuleExampleTests {
  /// Each example, linted with its rule alone, gives findings exactly at its markers.
  @Test(arguments: LintExampleCase.all)
  func findingsAreAtTheMarkers(_ example: LintExampleCase) throws {
    let rule = try #require(LintRules.rule(example.ruleID))
    let documents = LintTestSupport.documents(example.example.storyboards)
    var sources = LintTestSupport.sources(example.example.sources)
    sources?.unreadLinkedCode = example.example.unreadLinkedCode
    let context = LintContext(documents: documents, sources: sources)
    let findings = rule.check(context)
    #expect(
      findings.allSatisfy { $0.path != nil && $0.location != nil }, "Lint findings are located.")
    let spots = findings.compactMap { finding in
      finding.path.flatMap { path in
        finding.location.map { FileLocation(path: path, location: $0) }
      }
    }.sorted()
    #expect(spots == example.example.expectedSpots, "\(findings.map(\.xcodeDescription))")
    #expect(findings.allSatisfy { $0.ruleID == rule.identifier })
    if example.triggering {
      #expect(!spots.isEmpty, "A triggering example must mark at least one spot.")
    } else {
      #expect(spots.isEmpty)
    }
  }

  @Test(arguments: LintRules.all.map(\.identifier))
  func everyRuleHasBothKindsOfExample(_ identifier: String) throws {
    let rule = try #require(LintRules.rule(identifier))
    #expect(!rule.triggeringExamples.isEmpty)
    #expect(!rule.nonTriggeringExamples.isEmpty)
    #expect(!rule.rationale.isEmpty)
  }

  @Test func ruleIdentifiersAreUnique() {
    #expect(Set(LintRules.identifiers).count == LintRules.all.count)
  }

  /// The source rules find nothing without sources, whatever the storyboards hold.
  @Test(arguments: LintRules.all.filter(\.needsSources).map(\.identifier))
  func sourceRulesNeedSources(_ identifier: String) throws {
    let rule = try #require(LintRules.rule(identifier))
    for example in rule.triggeringExamples {
      let documents = LintTestSupport.documents(example.storyboards)
      #expect(rule.check(LintContext(documents: documents)).isEmpty)
    }
  }
}
