extension StoryboardGraph {
  /// What the graph keeps of a node.
  struct NodeEntry: Sendable {
    var controller: Controller
    var document: DocumentID
    /// Where it leads: itself, or where its reference does for a placeholder.
    var resolved: SegueDestination
    /// The segues of its scene, in document order.
    var segues: [EdgeID] = []
    /// The segues that lead to it, from every document, in the graph's order.
    var incoming: [EdgeID] = []
  }
}
