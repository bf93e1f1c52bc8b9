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
