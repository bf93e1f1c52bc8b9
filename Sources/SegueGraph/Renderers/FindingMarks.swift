import StoryboardKit

/// How lint findings show on a node or edge, in every format.
enum FindingMarks {
  /// The colour of the worst severity: red for errors, amber for warnings, blue for notes.
  static func color(_ severity: Severity) -> String {
    switch severity {
    case .error: "#d32f2f"
    case .warning: "#e09100"
    case .note: "#1976d2"
    }
  }

  /// A short line naming the findings' rules, such as `⚠ missing-identifier`.
  static func summary(_ findings: [Diagnostic]) -> String? {
    guard !findings.isEmpty else { return nil }
    var rules: [String] = []
    for finding in findings {
      let rule = finding.ruleID ?? finding.severity.rawValue
      if !rules.contains(rule) { rules.append(rule) }
    }
    return "⚠ " + rules.joined(separator: ", ")
  }
}
