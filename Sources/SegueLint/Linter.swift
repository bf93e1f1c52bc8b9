import SourceIndex
import StoryboardKit

/// Runs the enabled rules over a set of storyboards. Its findings are ``Diagnostic`` values
/// located at the element concerned: the `<segue` of a segue finding, the controller's element
/// of a scene finding, so that other tools can match them to controllers and segues by path,
/// line and column.
package struct Linter: Sendable {
  package var configuration: LintConfiguration

  package init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The findings over `set`, parse errors included (rule `parse-error`), sorted, without
  /// those in excluded paths. `launchStoryboards` are the names an Info.plist gives the launch
  /// storyboard, which the launch rule prefers to `Main`.
  package func lint(
    _ set: StoryboardSet, sources: SourceIndex? = nil, launchStoryboards: [String] = []
  ) -> [Diagnostic] {
    let context = LintContext(
      documents: set.documents, configuration: configuration, sources: sources,
      launchStoryboards: launchStoryboards)
    var findings = set.errors.map { error in
      var diagnostic = error.diagnostic
      diagnostic.ruleID = LintRules.parseErrorID
      return diagnostic
    }
    for rule in configuration.enabledRules {
      let severity = configuration.severities[rule.identifier]
      for var finding in rule.check(context) {
        if let severity { finding.severity = severity }
        findings.append(finding)
      }
    }
    return findings.filter { !configuration.isExcluded($0.path ?? "") }.sorted()
  }
}
