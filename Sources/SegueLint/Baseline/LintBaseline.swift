import StoryboardKit

/// The findings a legacy app has accepted, so that lint reports only new ones (SwiftLint's
/// `--baseline`). Written by `segue lint --write-baseline FILE`, read by `--baseline FILE`.
/// Entries match findings by rule, file and object id or line text, never by line number;
/// each entry accepts one finding, so a second finding like a baselined one is reported.
package struct LintBaseline: Sendable, Hashable {
  /// Sorted, so the file is the same for the same findings.
  package private(set) var entries: [BaselineEntry]

  package init(entries: [BaselineEntry]) {
    self.entries = entries.sorted()
  }

  /// The baseline that accepts every finding of `findings` it can: all but tool errors and
  /// storyboards that do not parse. `file` spells a finding's path as the baseline records it
  /// (relative to the baseline's folder).
  package init(findings: [Diagnostic], file: (String) -> String) {
    var lines = FileLines()
    self.init(
      entries: findings.compactMap { finding in
        BaselineEntry.matching(finding, file: finding.path.map(file) ?? "", lines: &lines)
      })
  }

  /// What is left of `findings` once the baseline's entries have accepted theirs.
  package struct Outcome: Sendable, Hashable {
    /// The findings to report, in the order given.
    package var reported: [Diagnostic]
    /// How many findings the baseline accepted.
    package var accepted: Int
    /// How many entries matched no finding: fixed since, harmless.
    package var unused: Int
  }

  /// Removes the findings the baseline accepts.
  package func filter(_ findings: [Diagnostic], file: (String) -> String) -> Outcome {
    var remaining: [BaselineEntry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    var lines = FileLines()
    var reported: [Diagnostic] = []
    var accepted = 0
    for finding in findings {
      if let entry = BaselineEntry.matching(
        finding, file: finding.path.map(file) ?? "", lines: &lines),
        let count = remaining[entry], count > 0
      {
        remaining[entry] = count - 1
        accepted += 1
      } else {
        reported.append(finding)
      }
    }
    return Outcome(
      reported: reported, accepted: accepted, unused: remaining.values.reduce(0, +))
  }
}
