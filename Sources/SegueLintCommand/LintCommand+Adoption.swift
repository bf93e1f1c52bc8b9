import AppInputs
import SegueCommandLine
import SegueLint
import StoryboardKit

/// What lets a legacy app turn lint on: `--fix`, `--write-baseline` and `--baseline`.
extension LintCommand {
  /// Makes the fixes of the fixable rules over every target before linting, and says how many;
  /// the apps with the storyboards read again when a fix changed them.
  static func fix(_ apps: [AppInput], linter: Linter, console: Console) throws(CommandFailure)
    -> [AppInput]
  {
    let fixes = Set(apps.flatMap { linter.fixes($0) })
    let outcome = try StoryboardFixing.apply(fixes.sorted())
    console.errorLine(
      "segue lint --fix: \(outcome.fixes) fix(es) made in \(outcome.files) storyboard(s).")
    return outcome.files == 0 ? apps : apps.map { $0.reparsed() }
  }

  /// Writes every finding to `--write-baseline`'s file, then removes from `findings` those
  /// `baseline` accepts; the words the summary adds about the baseline.
  func applyBaselines(
    to findings: inout [Diagnostic], baseline: (LintBaselineFile, LintBaseline)?,
    console: Console
  ) throws(CommandFailure) -> String {
    if let writeBaselinePath {
      let file = LintBaselineFile(
        path: writeBaselinePath, workingDirectory: console.workingDirectory)
      let count = try file.write(findings)
      console.errorLine(
        "segue lint: wrote \(count) finding(s) to the baseline '\(writeBaselinePath)'.")
    }
    guard let (file, accepted) = baseline else { return "" }
    let outcome = accepted.filter(findings, file: file.spell)
    findings = outcome.reported
    let unused =
      outcome.unused > 0 ? "; \(outcome.unused) of its entries match nothing now" : ""
    return " (\(outcome.accepted) more in the baseline\(unused))"
  }
}
