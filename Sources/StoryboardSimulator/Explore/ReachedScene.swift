/// A scene the exploration reached, with the shortest step list that shows it.
public struct ReachedScene: Sendable, Hashable {
  public var scene: SceneReference
  /// The steps from launch; empty for what the launch shows.
  public var steps: [String]
}
