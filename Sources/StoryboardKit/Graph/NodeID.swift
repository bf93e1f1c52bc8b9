/// A scene's controller in a ``StoryboardGraph``, storyboard reference placeholders included.
/// It means something only to the graph that handed it out; nodes order as their controllers
/// stand in the graph's documents.
public struct NodeID: Sendable, Hashable, Comparable {
  /// The node's place in the graph's list of nodes.
  let index: Int

  public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
    lhs.index < rhs.index
  }
}
