extension StoryboardGraph {
  /// The segue an edge stands for.
  public func segue(_ edge: Edge) -> Segue {
    documents[edge.document].scenes[edge.scene].segues[edge.index]
  }

  /// The segue's identifier when it is present and not empty, read in place.
  public func identifier(_ edge: Edge) -> String? {
    documents[edge.document].scenes[edge.scene].segues[edge.index].usableIdentifier
  }

  /// The custom class of a node's controller, read in place.
  public func customClass(_ node: Int) -> String? {
    documents[nodes[node].document].scenes[nodes[node].scene].controller?.customClass
  }

  /// The controller a node stands for.
  public func controller(_ node: Int) -> Controller {
    // Every node is made from a scene that has a controller.
    documents[nodes[node].document].scenes[nodes[node].scene].controller
      ?? Controller(element: "", id: "", location: SourceLocation(line: 1, column: 1))
  }

  /// The storyboard reference of the placeholder numbered `node`; nil for other nodes.
  public func reference(_ node: Int) -> StoryboardReference? {
    documents[nodes[node].document].scenes[nodes[node].scene].controller?.reference
  }
}
