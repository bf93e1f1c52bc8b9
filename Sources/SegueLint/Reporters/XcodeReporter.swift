import StoryboardKit

/// `path:line:col: warning|error: message [rule-id]`, one finding a line: the form Xcode shows
/// inline in the editor when printed by a build phase.
package struct XcodeReporter: LintReporter {
  package let identifier = "xcode"

  package init() {}

  package func render(_ findings: [Diagnostic]) -> String {
    findings.map { finding in
      // A line break taken from a storyboard's text would cut the finding in two.
      var oneLine = finding
      oneLine.message = String(
        finding.message.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
      return oneLine.xcodeDescription + "\n"
    }.joined()
  }
}
