/// One storyboard's enum of `StoryboardScene`: its name, its bundle, its initial scene and its
/// scenes with a storyboard identifier.
struct GeneratedStoryboard: Sendable, Hashable {
  var framework: UIFramework
  /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it.
  var name: String
  /// The enum's name (without backticks).
  var enumName: String
  var initialScene: GeneratedScene?
  /// Sorted by property name.
  var scenes: [GeneratedScene]

  /// Every scene, the initial one first.
  var allScenes: [GeneratedScene] {
    (initialScene.map { [$0] } ?? []) + scenes
  }
}
