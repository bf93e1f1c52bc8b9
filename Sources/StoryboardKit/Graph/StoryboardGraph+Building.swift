extension StoryboardGraph {
  /// Adds the document and a node for each of its scenes' controllers.
  mutating func addNodes(of document: StoryboardDocument) {
    let id = DocumentID(index: documents.count)
    documents.append(id)
    if documentByName[document.name] == nil { documentByName[document.name] = id }
    var entry = DocumentEntry(document: document)
    for scene in document.scenes {
      for exit in scene.exits where entry.exitByID[ExactName(exit.id)] == nil {
        entry.exitByID[ExactName(exit.id)] = exit
      }
      guard let controller = scene.controller else { continue }
      let node = NodeID(index: nodes.count)
      nodes.append(node)
      entry.nodes.append(node)
      let key = ExactName(controller.id)
      if entry.nodeByID[key] == nil { entry.nodeByID[key] = node }
      if controller.reference == nil, let identifier = controller.storyboardIdentifier {
        let key = ExactName(identifier)
        if entry.nodeByStoryboardIdentifier[key] == nil {
          entry.nodeByStoryboardIdentifier[key] = node
        }
      }
      nodeEntries.append(NodeEntry(controller: controller, document: id, resolved: .scene(node)))
    }
    entry.initialNode = document.initialControllerID.flatMap { entry.nodeByID[ExactName($0)] }
    documentEntries.append(entry)
  }

  /// Follows every storyboard reference placeholder, once all documents have their nodes.
  mutating func resolvePlaceholders() {
    for node in nodes where self[node].reference != nil {
      nodeEntries[node.index].resolved = follow(node)
    }
  }

  /// Adds an edge for each segue of the document, with where it leads.
  mutating func addEdges(of document: DocumentID) {
    let entry = documentEntries[document.index]
    var added: [EdgeID] = []
    // Nodes were numbered in scene order, one per scene with a controller.
    var sceneNodes = entry.nodes.makeIterator()
    for scene in entry.document.scenes {
      let source = scene.controller == nil ? nil : sceneNodes.next()
      for segue in scene.segues {
        let edge = EdgeID(index: edges.count)
        let destination = destination(ofSegueTo: segue.destination, in: entry)
        edges.append(edge)
        added.append(edge)
        edgeEntries.append(
          EdgeEntry(segue: segue, document: document, source: source, destination: destination))
        if let source { nodeEntries[source.index].segues.append(edge) }
        if let target = destination.node { nodeEntries[target.index].incoming.append(edge) }
      }
    }
    documentEntries[document.index].edges = added
  }

  /// Where a segue of the document leads whose `destination` attribute is `id`.
  private func destination(ofSegueTo id: String?, in document: DocumentEntry)
    -> SegueDestination
  {
    guard let id else { return .missing }
    if let node = document.nodeByID[ExactName(id)] { return resolve(node) }
    if let exit = document.exitByID[ExactName(id)] { return .exit(exit) }
    return .missing
  }

  /// Follows a storyboard reference placeholder through as many references as lead one to
  /// another.
  private func follow(_ placeholder: NodeID) -> SegueDestination {
    var current = placeholder
    var visited: Set<NodeID> = []
    while let reference = self[current].reference {
      guard visited.insert(current).inserted else {
        return .unresolved(reference, placeholder: current)
      }
      let document: DocumentID? =
        if let name = reference.storyboardName { documentByName[name] } else {
          self.document(of: current)
        }
      guard let document else { return .external(reference, placeholder: current) }
      let entry = documentEntries[document.index]
      let found =
        if let identifier = reference.referencedIdentifier {
          entry.nodeByStoryboardIdentifier[ExactName(identifier)]
        } else {
          entry.initialNode
        }
      guard let found else { return .unresolved(reference, placeholder: current) }
      current = found
    }
    return .scene(current)
  }
}
