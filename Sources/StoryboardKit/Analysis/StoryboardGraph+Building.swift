extension StoryboardGraph {
  /// Numbers the controllers of the document numbered `index`. Its fields are read in place:
  /// passing the document would copy it.
  mutating func addNodes(ofDocument index: Int) {
    firstNodes.append(nodes.count)
    let name = documents[index].name
    documentNames.append(name)
    platforms.append(documents[index].platform)
    // The first document of a name wins; one lookup where checking first would hash twice.
    if let first = documentByName.updateValue(index, forKey: name) { documentByName[name] = first }
    let scenes = documents[index].scenes
    // Most scenes have a controller: sized once rather than regrown as it fills.
    var ids = NameIndex(capacity: scenes.count)
    var identifiers = NameIndex()
    var exits: [String: ExitPlaceholder] = [:]
    for sceneIndex in scenes.indices {
      for exit in scenes[sceneIndex].exits where exits[exit.id] == nil {
        exits[exit.id] = exit
      }
      // Read in place: binding the controller to a name would copy it, strings and all.
      guard let id = scenes[sceneIndex].controller?.id else { continue }
      ids.insertFirst(id, nodes.count)
      let isPlaceholder = scenes[sceneIndex].controller?.reference != nil
      let storyboardIdentifier = scenes[sceneIndex].controller?.storyboardIdentifier
      if let identifier = storyboardIdentifier, !isPlaceholder {
        identifiers.insertFirst(identifier, nodes.count)
      }
      nodes.append(
        Node(
          document: index, scene: sceneIndex, kind: scenes[sceneIndex].controller?.kind ?? .other,
          isPlaceholder: isPlaceholder,
          hasStoryboardIdentifier: !(storyboardIdentifier?.isEmpty ?? true), edges: 0..<0))
    }
    nodeByID.append(ids)
    nodeByStoryboardIdentifier.append(identifiers)
    exitsByID.append(exits)
  }

  /// Adds the segues of the document numbered `index` as edges.
  mutating func addEdges(ofDocument index: Int) {
    // The document's nodes were numbered in scene order, one per scene with a controller.
    var sceneNode = firstNodes[index]
    firstEdges.append(edges.count)
    // A container's content is its first relationship of that name, even when that one leads
    // nowhere.
    var rootsDecided: Set<Int> = []
    var contentsDecided: Set<Int> = []
    // Segues are read in place, as scenes are when numbering nodes.
    let scenes = documents[index].scenes
    for sceneIndex in scenes.indices {
      let controllerID = scenes[sceneIndex].controller?.id
      let source = controllerID.flatMap { nodeByID[index][$0] }
      let sourceKind = source.map { nodes[$0].kind }
      let first = edges.count
      let segues = scenes[sceneIndex].segues
      for segueIndex in segues.indices {
        let target = target(ofDestination: segues[segueIndex].destination, inDocument: index)
        if let node = target.node, node != source { hasIncoming[node] = true }
        if let source, sourceKind == .navigation || sourceKind == .window,
          segues[segueIndex].kind == .relationship
        {
          let relationship = segues[segueIndex].relationship
          if sourceKind == .navigation, relationship == "rootViewController",
            rootsDecided.insert(source).inserted
          {
            navigationRoots[source] = target.node
          } else if sourceKind == .window, relationship == "window.shadowedContentViewController",
            contentsDecided.insert(source).inserted
          {
            windowContents[source] = target.node
          }
        }
        edges.append(
          Edge(
            document: index, scene: sceneIndex, index: segueIndex, source: source, target: target))
      }
      if controllerID != nil {
        nodes[sceneNode].edges = first..<edges.count
        sceneNode += 1
      }
    }
  }

  /// Follows a reference placeholder through as many references as lead one to another.
  func follow(_ placeholder: Int) -> Target {
    var current = placeholder
    // Chains are a link or two long: a list searched in place costs less than a set.
    var visited: [Int] = []
    while nodes[current].isPlaceholder, let reference = reference(current) {
      guard !visited.contains(current) else { return .unresolved(placeholder: current) }
      visited.append(current)
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
