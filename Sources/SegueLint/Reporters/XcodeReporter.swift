import StoryboardKit

/// `path:line:col: warning|error: message [rule-id]`, one finding a line, each of its notes on
/// a line of its own below (`path:line:col: note: message`): the form Xcode shows inline in the
/// editor when printed by a build phase. The tool's own diagnostics are left out: the tool
/// prints them on standard error in this same form as they happen, and Xcode reads both
/// streams, so writing them here too would show each twice.
package struct XcodeReporter: LintReporter {
  package let identifier = "xcode"

  package init() {}

  package func render(_ findings: [Diagnostic], tool: [Diagnostic]) -> String {
    findings.map { finding in
      // A line break taken from a storyboard's text would cut the finding in two.
      var oneLine = finding
      oneLine.message = Self.oneLine(finding.message)
      oneLine.notes = finding.notes.map { note in
        var note = note
        note.message = Self.oneLine(note.message)
        return note
      }
      return oneLine.xcodeLines.map { $0 + "\n" }.joined()
    }.joined()
  }

  private static func oneLine(_ text: String) -> String {
    // Most messages hold no line break: kept as they are, not rebuilt a character at a time.
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
  }
}
