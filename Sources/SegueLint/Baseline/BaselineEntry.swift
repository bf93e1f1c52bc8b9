import StoryboardKit

/// One finding a baseline accepts, matched without its line number so that edits elsewhere
/// in the file do not bring it back: by rule, by file (relative to the baseline's folder), and
/// by the storyboard object's id, else the text of the finding's line, else its message.
package struct BaselineEntry: Sendable, Hashable, Comparable {
  /// What, besides rule and file, picks the finding out.
  package enum Anchor: String, Sendable, Hashable, CaseIterable {
    /// The `id` of the storyboard object the finding is about.
    case object
    /// The text of the finding's line, without the spaces around it.
    case line
    /// The finding's message, for a finding with neither (a whole file).
    case message
  }

  package var rule: String
  /// The path relative to the baseline's folder; empty for a finding about no file.
  package var file: String
  package var anchor: Anchor
  package var value: String

  /// The entry that accepts `finding`, `file` being its path as the baseline spells it; nil
  /// for what a baseline never hides: tool errors and storyboards that do not parse.
  package static func matching(
    _ finding: Diagnostic, file: String, lines: inout FileLines
  ) -> BaselineEntry? {
    guard let rule = finding.ruleID, rule != LintRules.parseErrorID else { return nil }
    if let object = finding.objectID {
      return BaselineEntry(rule: rule, file: file, anchor: .object, value: object)
    }
    if let path = finding.path, let line = finding.location?.line,
      let text = lines.line(line, of: path)
    {
      let trimmed = text.trimmingSpaces
      if !trimmed.isEmpty {
        return BaselineEntry(rule: rule, file: file, anchor: .line, value: trimmed)
      }
    }
    return BaselineEntry(rule: rule, file: file, anchor: .message, value: finding.message)
  }

  package static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
    (lhs.file, lhs.rule, lhs.anchor.rawValue, lhs.value)
      < (rhs.file, rhs.rule, rhs.anchor.rawValue, rhs.value)
  }
}

extension String {
  /// Without the spaces, tabs and line breaks at either end.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
