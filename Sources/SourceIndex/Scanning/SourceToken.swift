import StoryboardKit

/// A token of a Swift or Objective-C file, as far as text scanning needs: names, string
/// literals and single punctuation characters. Comments are dropped.
package struct SourceToken: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A name or keyword; an Objective-C `@keyword` keeps its `@`.
    case name
    /// A string literal's content as written, escapes kept; `interpolated` when it holds
    /// `\(`, so it is no literal value.
    case string(interpolated: Bool)
    case punctuation
  }

  package var kind: Kind
  package var text: String
  package var location: TextLocation
  /// The platforms the token is compiled for, as the `#if` conditions around it say.
  package var platforms: CompiledPlatforms = .all
}
