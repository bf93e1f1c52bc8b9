/// How far ``StoryboardSimulator/explore(limits:)`` goes: each exploration, the launch's and
/// each one from a scene the code opens, within them.
public struct ExplorationLimits: Sendable, Hashable {
  /// The most steps from the start to a state; states this deep are not expanded.
  public var depth: Int
  /// The most distinct states one exploration keeps; it stops when it reaches it.
  public var maxStates: Int

  /// Limits of `depth` steps and `maxStates` states.
  public init(depth: Int = 8, maxStates: Int = 20_000) {
    self.depth = max(0, depth)
    self.maxStates = max(1, maxStates)
  }
}
