import DeterministicOutput
import StoryboardKit

/// One JSON array of findings, each `{path, line, column, severity, rule, message, notes}`
/// (path, line and column null for a finding without them); each note is `{path, line,
/// column, message}` the same way, and a finding without notes has an empty array. The tool's
/// own diagnostics come first, in the same shape with `rule` null (every finding has a rule),
/// so a script reads one shape.
package struct JSONReporter: LintReporter {
  package let identifier = "json"

  package init() {}

  package func render(_ findings: [Diagnostic], tool: [Diagnostic]) -> String {
    let items =
      (tool.map { diagnostic in
        var toolLevel = diagnostic
        toolLevel.ruleID = nil
        return toolLevel
      } + findings).map { finding in
        JSONValue.object(
          Self.place(path: finding.path, location: finding.location) + [
            ("severity", .string(finding.severity.rawValue)),
            ("rule", .optional(finding.ruleID)),
            ("message", .string(finding.message)),
            (
              "notes",
              .array(
                finding.notes.map { note in
                  .object(
                    Self.place(path: note.path, location: note.location) + [
                      ("message", .string(note.message))
                    ])
                })
            ),
          ])
      }
    return JSONValue.array(items).rendered() + "\n"
  }

  /// `path`, `line` and `column`, each null when missing.
  private static func place(path: String?, location: TextLocation?) -> [(String, JSONValue)] {
    [
      ("path", .optional(path)),
      ("line", location.map { .int($0.line) } ?? .null),
      ("column", location.map { .int($0.column) } ?? .null),
    ]
  }
}
