import StoryboardKit

/// One JSON array of findings, each `{path, line, column, severity, rule, message}` (path, line
/// and column null for a finding without them).
package struct JSONReporter: LintReporter {
  package let identifier = "json"

  package init() {}

  package func render(_ findings: [Diagnostic]) -> String {
    let items = findings.map { finding in
      JSONValue.object([
        ("path", .optional(finding.path)),
        ("line", finding.location.map { .int($0.line) } ?? .null),
        ("column", finding.location.map { .int($0.column) } ?? .null),
        ("severity", .string(finding.severity.rawValue)),
        ("rule", .optional(finding.ruleID)),
        ("message", .string(finding.message)),
      ])
    }
    return JSONValue.array(items).rendered() + "\n"
  }
}
