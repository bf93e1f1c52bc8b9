import StoryboardKit

/// A scene named in an exploration report.
public struct SceneReference: Sendable, Hashable {
  /// The scene's controller in the simulator's graph.
  public var node: NodeID
  /// The custom class, else the UIKit or AppKit class.
  public var name: String
  /// Where the scene's controller is written.
  public var place: StoryboardLocation
}

/// A scene the exploration reached, with the shortest step list that shows it.
public struct ReachedScene: Sendable, Hashable {
  public var scene: SceneReference
  /// The steps from launch; empty for what the launch shows.
  public var steps: [String]
}
