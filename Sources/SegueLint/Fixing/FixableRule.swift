/// A rule some of whose findings `segue lint --fix` corrects by changing attribute values as
/// Xcode itself would write them.
package protocol FixableRule: LintRule {
  /// What `--fix` does, a sentence for docs/Rules.md.
  var fixDescription: String { get }

  /// The fixes of the findings ``LintRule/check(_:)`` reports that can be fixed.
  func fixes(_ context: LintContext) -> [AttributeFix]
}
