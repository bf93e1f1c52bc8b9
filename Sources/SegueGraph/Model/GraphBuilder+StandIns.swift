import StoryboardKit

/// The nodes that stand for destinations which are not controllers among the inputs.
extension GraphBuilder {
  /// Whether an edge into `target` leaves the storyboard it starts in.
  static func crosses(from document: StoryboardDocument, to target: GraphNode?) -> Bool {
    switch target?.role {
    case .external, .unresolved: true
    case .controller: target?.path != document.path
    default: false
    }
  }

  /// The key of the node a destination is drawn as, adding a stand-in node when it is not a
  /// controller among the inputs. `segue` is nil for a storyboard reference placeholder.
  mutating func standIn(
    for destination: SegueDestination, of segue: Segue?, in document: StoryboardDocument,
    clusterID: String?
  ) -> NodeKey {
    let key: NodeKey
    let node: GraphNode
    switch destination {
    case .scene(let scene):
      key = self.key(of: scene)
      if nodes[key] != nil { return key }
      node = GraphNode(
        id: "", role: .missing, title: "Missing destination", subtitle: graph[scene].id,
        clusterID: clusterID)
    case .exit(let exit):
      let action = segue?.details.unwindAction ?? exit.id
      key = .exit(path: document.path, action: action)
      node = GraphNode(id: "", role: .exit, title: "Exit", subtitle: action, clusterID: clusterID)
    case .external(let reference, _), .unresolved(let reference, _):
      let storyboard = reference.storyboardName ?? document.name
      let identifier = reference.referencedIdentifier
      let external = if case .external = destination { true } else { false }
      key =
        external
        ? .external(storyboard: storyboard, identifier: identifier)
        : .unresolved(storyboard: storyboard, identifier: identifier)
      node = GraphNode(
        id: "", role: external ? .external : .unresolved, title: "Storyboard “\(storyboard)”",
        subtitle: external
          ? (identifier ?? "initial controller") : "no “\(identifier ?? "initial controller")”")
    case .missing:
      let id = segue?.destination ?? "(none)"
      key = .missing(path: document.path, destination: id)
      node = GraphNode(
        id: "", role: .missing, title: "Missing destination", subtitle: id, clusterID: clusterID)
    }
    if nodes[key] == nil { nodes[key] = node }
    return key
  }

  /// Draws the storyboard references of `document` that lead outside the inputs, even when no
  /// segue uses them, and moves findings located at any reference to the node it is drawn as.
  mutating func addReferences(of document: DocumentID) {
    for placeholder in graph.nodes(in: document) where graph[placeholder].reference != nil {
      let destination = graph.resolve(placeholder)
      let key: NodeKey
      switch destination {
      case .scene(let target): key = self.key(of: target)
      case .external, .unresolved:
        key = standIn(for: destination, of: nil, in: graph[document], clusterID: nil)
      case .exit, .missing: continue
      }
      let location = graph[placeholder].location
      let found = findings[FindingKey(path: graph[document].path, location: location)] ?? []
      guard !found.isEmpty, var node = nodes[key] else { continue }
      node.findings = (node.findings + found).sorted()
      nodes[key] = node
    }
  }
}
