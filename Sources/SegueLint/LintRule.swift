import StoryboardKit

/// One check of `segue lint`. A rule describes itself (identifier, name, severity, rationale,
/// examples) so that its examples are both its tests and its documentation in docs/Rules.md.
package protocol LintRule: Sendable {
  /// The stable id printed after each finding, such as `dangling-destination`.
  var identifier: String { get }
  /// A short title for documentation.
  var name: String { get }
  /// The severity of its findings unless the configuration changes it.
  var defaultSeverity: Severity { get }
  /// Why the finding matters, and what the rule cannot see.
  var rationale: String { get }
  /// Whether the rule needs `--sources`; such rules find nothing without them.
  var needsSources: Bool { get }
  /// Whether the rule judges a scene by the classes and methods of the target's own code: a
  /// scene a target never loads is then judged only where it is loaded.
  var judgesByTheTargetsCode: Bool { get }
  /// Storyboards (and sources) that trigger the rule, with the expected spots marked `↓`.
  var triggeringExamples: [RuleExample] { get }
  /// Storyboards that must not trigger it.
  var nonTriggeringExamples: [RuleExample] { get }

  /// The rule's findings over every document of the run, at ``defaultSeverity`` or, for
  /// rules with two kinds of finding, the severity each kind has.
  func check(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
  package var needsSources: Bool { false }
  package var judgesByTheTargetsCode: Bool { false }

  /// A finding of this rule at `location` in `path`.
  func finding(
    _ message: String, path: String, at location: TextLocation, severity: Severity? = nil
  ) -> Diagnostic {
    Diagnostic(
      path: path, location: location, severity: severity ?? defaultSeverity, message: message,
      ruleID: identifier)
  }
}
