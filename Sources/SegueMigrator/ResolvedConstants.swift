import SourceIndex
import StoryboardKit

/// Where the app names a segue or scene identifier, or a storyboard, through its own string constants and enum
/// cases, and the value the source index resolved each to: what lets `migrate` rewrite
/// `performSegue(withIdentifier: Segues.showDetail, sender: nil)` as it does a literal.
package struct ResolvedConstants: Sendable {
  /// By file path, then by where the name starts.
  package var values: [String: [TextLocation: String]] = [:]

  package init() {}

  /// The resolved names of `index`, their paths made what `path` makes of them (the
  /// migrator's paths, as it is given the files).
  package init(_ index: SourceIndex?, path: (String) -> String = { $0 }) {
    for use in index?.literalUses ?? [] where use.constant != nil {
      // A compared one is a `case` label of a switch over the identifier, or what `==`
      // compares it with.
      values[path(use.path), default: [:]][use.location] = use.value
    }
  }
}
