extension StoryboardGraph {
  /// What the graph keeps of an edge.
  struct EdgeEntry: Sendable {
    var segue: Segue
    var document: DocumentID
    /// The node of its scene's controller; nil in a scene without one.
    var source: NodeID?
    var destination: SegueDestination
  }
}
