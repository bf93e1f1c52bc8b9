import StoryboardKit

/// One precise text change: the UTF-8 bytes `start..<end` of a file replaced; everything else
/// stays byte for byte.
package struct MigrationEdit: Sendable, Hashable {
  package var start: Int
  package var end: Int
  package var replacement: String
  /// Where the rewritten call site starts, for the report.
  package var location: TextLocation
  /// What kind of call site it was (`performSegue`, `scene`, `initial scene`, a `prepare`
  /// branch); nil for an edit that is part of another's rewrite, not a site of its own: the
  /// `import SegueKit` a rewritten file needs, a `switch`'s case labels, a cast the typed
  /// segue makes redundant.
  package var kind: MigrationSiteKind?
  /// Whether the identifier was the app's own constant or enum case, not a literal.
  package var throughConstant = false
}

/// The kinds of call site `segue migrate` counts.
package enum MigrationSiteKind: String, Sendable, Hashable, CaseIterable {
  case performSegue = "performSegue"
  case scene = "instantiateViewController"
  case initialScene = "instantiateInitialViewController"
  case prepare = "prepare(for:sender:)"
}
