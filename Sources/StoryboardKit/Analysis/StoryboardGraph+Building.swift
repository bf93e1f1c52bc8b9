extension StoryboardGraph {
  mutating func addNodes(of document: StoryboardDocument, at index: Int) {
    firstNodes.append(nodes.count)
    let name = document.name
    documentNames.append(name)
    platforms.append(document.platform)
    if documentByName[name] == nil { documentByName[name] = index }
    var ids: [String: Int] = [:]
    var identifiers: [String: Int] = [:]
    var exits: [String: ExitPlaceholder] = [:]
    for (sceneIndex, scene) in document.scenes.enumerated() {
      for exit in scene.exits where exits[exit.id] == nil { exits[exit.id] = exit }
      guard let controller = scene.controller else { continue }
      if ids[controller.id] == nil { ids[controller.id] = nodes.count }
      let isPlaceholder = controller.reference != nil
      if let identifier = controller.storyboardIdentifier, !isPlaceholder,
        identifiers[identifier] == nil
      {
        identifiers[identifier] = nodes.count
      }
      nodes.append(
        Node(
          document: index, scene: sceneIndex, kind: controller.kind,
          isPlaceholder: isPlaceholder,
          hasStoryboardIdentifier: !(controller.storyboardIdentifier?.isEmpty ?? true),
          edges: 0..<0))
    }
    nodeByID.append(ids)
    nodeByStoryboardIdentifier.append(identifiers)
    exitsByID.append(exits)
  }

  mutating func addEdges(of document: StoryboardDocument, at index: Int) {
    // The document's nodes were numbered in scene order, one per scene with a controller.
    var sceneNode = firstNodes[index]
    // A navigation controller's root is its first rootViewController relationship, even when
    // that one leads nowhere.
    var rootsDecided: Set<Int> = []
    for (sceneIndex, scene) in document.scenes.enumerated() {
      let source = scene.controller.flatMap { nodeByID[index][$0.id] }
      let first = edges.count
      for (segueIndex, segue) in scene.segues.enumerated() {
        let target = target(ofDestination: segue.destination, inDocument: index)
        if let node = target.node, node != source { hasIncoming[node] = true }
        if let source, nodes[source].kind == .navigation, segue.kind == .relationship,
          segue.relationship == "rootViewController", rootsDecided.insert(source).inserted
        {
          navigationRoots[source] = target.node
        }
        edges.append(
          Edge(
            document: index, scene: sceneIndex, index: segueIndex, source: source, target: target))
      }
      if scene.controller != nil {
        nodes[sceneNode].edges = first..<edges.count
        sceneNode += 1
      }
    }
  }

  /// Follows a reference placeholder through as many references as lead one to another.
  func follow(_ placeholder: Int) -> Target {
    var current = placeholder
    var visited: Set<Int> = []
    while nodes[current].isPlaceholder, let reference = reference(current) {
      guard visited.insert(current).inserted else { return .unresolved(placeholder: current) }
      let document =
        if let name = reference.storyboardName { documentByName[name] } else {
          nodes[current].document
        }
      guard let document else { return .external(placeholder: current) }
      let found =
        if let identifier = reference.referencedIdentifier {
          nodeByStoryboardIdentifier[document][identifier]
        } else {
          initialNodes[document]
        }
      guard let found else { return .unresolved(placeholder: current) }
      current = found
    }
    return .node(current)
  }
}
