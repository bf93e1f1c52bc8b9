import StoryboardKit

/// Where the storyboards and scenes that several targets build are judged
/// (``AppInput/judgedWhereLoaded(_:)``).
package struct WhereJudged: Sendable {
  /// The targets, each without the storyboards it builds but loads none of the scenes of,
  /// where another target loads them.
  package var apps: [AppInput]
  /// For each of ``apps``, the scenes of the storyboards it still builds that it never loads
  /// while another target loads them: their class and action findings are that target's.
  package var scenesLeft: [[SceneLeftToOthers]]
  /// A note for each storyboard, and each storyboard's scenes, left to other targets.
  package var notes: [Diagnostic]
}
