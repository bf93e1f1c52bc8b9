import StoryboardKit

/// Which rules run, at which severity, on which files. Read from `.segue-lint.json` or
/// `--config` by ``ConfigurationLoader``.
package struct LintConfiguration: Sendable, Hashable {
  /// Rules that do not run.
  package var disabledRules: Set<String>
  /// When set, only these rules run (`disabledRules` still removes some).
  package var onlyRules: Set<String>?
  /// Severities that replace rules' defaults.
  package var severities: [String: Severity]
  /// Paths not linted: a glob (`*` within a path component, `**` across them, `?`) or a
  /// path prefix, matched against paths as given on the command line.
  package var excluded: [String]
  /// Findings turned off one by one, by rule, storyboard and object id.
  package var suppressions: [ObjectSuppression]

  package init(
    disabledRules: Set<String> = [], onlyRules: Set<String>? = nil,
    severities: [String: Severity] = [:], excluded: [String] = [],
    suppressions: [ObjectSuppression] = []
  ) {
    self.disabledRules = disabledRules
    self.onlyRules = onlyRules
    self.severities = severities
    self.excluded = excluded
    self.suppressions = suppressions
  }

  /// The conventional file name, looked up in the current directory.
  package static let conventionalName = ".segue-lint.json"

  /// Whether the rule with id `identifier` runs.
  package func isEnabled(_ identifier: String) -> Bool {
    if disabledRules.contains(identifier) { return false }
    return onlyRules?.contains(identifier) ?? true
  }

  /// The rules that run, in ``LintRules/all`` order.
  package var enabledRules: [any LintRule] {
    LintRules.all.filter { isEnabled($0.identifier) }
  }

  /// Whether a suppression of the configuration turns `diagnostic` off.
  package func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
    suppressions.contains { $0.suppresses(diagnostic) }
  }

  /// Whether `path` is excluded.
  package func isExcluded(_ path: String) -> Bool {
    if excluded.isEmpty { return false }
    let normalized = Self.normalize(path)
    return excluded.contains { pattern in
      let normalizedPattern = Self.normalize(pattern)
      if normalizedPattern.contains(where: { "*?".contains($0) }) {
        return GlobPattern(normalizedPattern).matches(normalized)
      }
      return normalized == normalizedPattern || normalized.hasPrefix(normalizedPattern + "/")
    }
  }

  private static func normalize(_ path: String) -> String {
    var result = Substring(path)
    while result.hasPrefix("./") { result = result.dropFirst(2) }
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }
}
