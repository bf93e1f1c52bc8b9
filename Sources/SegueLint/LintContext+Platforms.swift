import SourceIndex
import StoryboardKit

extension LintContext {
  /// The platforms whose builds load the linted storyboards: code compiled for none of them
  /// (inside `#if os(iOS)` when every storyboard is a Mac one) cannot name their segues or
  /// scenes, and the rules that compare literals with the storyboards leave it out.
  var storyboardPlatforms: CompiledPlatforms {
    documents.reduce(into: []) { $0.formUnion(CompiledPlatforms(storyboard: $1.platform)) }
  }

  /// Whether `use` is compiled for a platform of the linted storyboards.
  func isCompiledForStoryboards(_ use: LiteralUse) -> Bool {
    !use.platforms.isDisjoint(with: storyboardPlatforms)
  }
}
