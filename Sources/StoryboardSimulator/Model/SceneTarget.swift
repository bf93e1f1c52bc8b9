/// What a container holds or a container view embeds: a scene of the storyboards, or a stand-in
/// for one that cannot be instantiated (a reference outside the inputs, a missing destination).
enum SceneTarget: Sendable, Hashable {
  /// The scene at this index of ``SimulatorModel/scenes``.
  case scene(Int)
  /// A stand-in controller named ``SimulatorModel/placeholders`` at this index.
  case placeholder(Int)
}
