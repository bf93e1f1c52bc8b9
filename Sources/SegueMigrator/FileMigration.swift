import StoryboardKit

/// What `segue migrate` makes of one file: its new text and the edits that made it, the call
/// sites it left as they are (each a located note saying why), or why it left the file whole.
package struct FileMigration: Sendable, Hashable {
  package var path: String
  package var original: String
  /// Sorted by position; they never overlap.
  package var edits: [MigrationEdit] = []
  /// The call sites left untouched, each `path:line:col` with its reason.
  package var leftovers: [Diagnostic] = []
  /// Why the whole file was left unchanged (a conflict marker, unbalanced brackets); nil when
  /// it was read.
  package var refusal: Diagnostic? = nil
  /// The kind of each site left that names nothing by a literal.
  package var leftNotLiteral: [MigrationSiteKind] = []

  /// The text with every edit applied; the original when there is none.
  package var migrated: String {
    guard !edits.isEmpty else { return original }
    var bytes = Array(original.utf8)
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  package var changes: Bool { !edits.isEmpty }

  /// Call sites found of `kind`: rewritten plus left.
  package func found(_ kind: MigrationSiteKind) -> Int {
    rewritten(kind) + left(kind)
  }

  /// Call sites of `kind` whose identifier is a string literal (or that need none).
  package func literal(_ kind: MigrationSiteKind) -> Int {
    found(kind) - leftNotLiteral.count { $0 == kind }
      - edits.count { $0.kind == kind && $0.throughConstant }
  }

  package func rewritten(_ kind: MigrationSiteKind) -> Int {
    edits.count { $0.kind == kind }
  }

  package func left(_ kind: MigrationSiteKind) -> Int {
    leftovers.count { $0.ruleID == SegueMigrator.leftoverRuleID(kind) }
  }
}
