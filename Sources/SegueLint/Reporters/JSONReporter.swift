import StoryboardKit

/// One JSON array of findings, each `{path, line, column, severity, rule, message}`.
package struct JSONReporter: LintReporter {
  package let identifier = "json"

  package init() {}

  package func render(_ findings: [Diagnostic]) -> String {
    let items = findings.map { finding in
      JSONValue.object([
        ("path", .string(finding.path)),
        ("line", .int(finding.location.line)),
        ("column", .int(finding.location.column)),
        ("severity", .string(finding.severity.rawValue)),
        ("rule", .optional(finding.ruleID)),
        ("message", .string(finding.message)),
      ])
    }
    return JSONValue.array(items).rendered() + "\n"
  }
}
