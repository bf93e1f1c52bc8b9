/// A segue in a ``StoryboardGraph``. It means something only to the graph that handed it out;
/// edges order as their segues stand in the graph's documents.
public struct EdgeID: Sendable, Hashable, Comparable {
  /// The edge's place in the graph's list of edges.
  let index: Int

  public static func < (lhs: EdgeID, rhs: EdgeID) -> Bool {
    lhs.index < rhs.index
  }
}
