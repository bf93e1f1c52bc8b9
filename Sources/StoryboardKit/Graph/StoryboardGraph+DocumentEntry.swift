extension StoryboardGraph {
  /// What the graph keeps of a document: the document, its nodes and edges, and its lookups.
  struct DocumentEntry: Sendable {
    var document: StoryboardDocument
    var nodes: [NodeID] = []
    var edges: [EdgeID] = []
    /// The node whose XML id `initialViewController` names.
    var initialNode: NodeID?
    /// The first controller with each XML id, storyboard reference placeholders included.
    var nodeByID: [ExactName: NodeID] = [:]
    /// The first controller, not a placeholder, with each storyboard identifier.
    var nodeByStoryboardIdentifier: [ExactName: NodeID] = [:]
    /// The first exit placeholder with each XML id.
    var exitByID: [ExactName: ExitPlaceholder] = [:]

    init(document: StoryboardDocument) {
      self.document = document
    }
  }
}
