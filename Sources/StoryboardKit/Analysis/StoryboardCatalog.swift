/// The storyboards of one run, indexed so that segues can be followed across them: storyboard
/// references resolved, navigation controllers unwrapped, incoming segues listed.
///
/// It names controllers by ``ControllerReference``; the resolution itself is
/// ``StoryboardGraph``'s, which it wraps.
public struct StoryboardCatalog: Sendable {
  /// The numbered graph the catalog reads.
  public let graph: StoryboardGraph
  /// Documents by path; the last of several with one path wins.
  private let documentsByPath: [String: Int]

  /// The catalog of `documents`.
  public init(_ documents: [StoryboardDocument]) {
    self.init(graph: StoryboardGraph(documents))
  }

  /// The catalog of an already built graph's documents.
  public init(graph: StoryboardGraph) {
    self.graph = graph
    var byPath: [String: Int] = [:]
    byPath.reserveCapacity(graph.documents.count)
    // By index: enumerating the documents would copy each one whole.
    for index in graph.documents.indices { byPath[graph.documents[index].path] = index }
    documentsByPath = byPath
  }

  /// The documents, in the order given.
  public var documents: [StoryboardDocument] { graph.documents }

  /// The document at `path`.
  public func document(atPath path: String) -> StoryboardDocument? {
    documentsByPath[path].map { graph.documents[$0] }
  }

  /// The document whose storyboard name (file name without extension) is `name`.
  public func document(named name: String) -> StoryboardDocument? {
    graph.document(named: name).map { graph.documents[$0] }
  }

  /// The controller that `reference` names.
  public func controller(_ reference: ControllerReference) -> Controller? {
    // Not `map(graph.controller)`: the method reference would copy the whole graph.
    guard let node = node(of: reference) else { return nil }
    return graph.controller(node)
  }

  /// Every controller of every document, sorted.
  public var allControllers: [ControllerReference] {
    Set(graph.nodes.indices.map(reference(to:))).sorted()
  }

  /// Where `segue`, found in `document`, leads.
  public func destination(of segue: Segue, in document: StoryboardDocument) -> SegueDestination {
    guard let index = documentsByPath[document.path], let id = segue.destination else {
      return .missing
    }
    let target = graph.target(ofDestination: id, inDocument: index)
    if target == .exit {
      return graph.exit(withID: id, inDocument: index).map(SegueDestination.exit) ?? .missing
    }
    return destination(of: target)
  }

  /// Follows `reference` when it names a storyboard reference placeholder, through as many
  /// placeholders as lead one to another; a controller that is not a placeholder is returned
  /// as it is.
  public func resolve(_ reference: ControllerReference) -> SegueDestination {
    guard let node = node(of: reference) else { return .missing }
    return destination(of: graph.target(of: node))
  }

  /// The relationship segues of a container, with where each leads.
  public func relationships(of reference: ControllerReference)
    -> [(relationship: String, destination: SegueDestination)]
  {
    guard let document = document(atPath: reference.path) else { return [] }
    return document.segues.filter {
      $0.sourceControllerID == reference.controllerID && $0.kind == .relationship
    }.map { ($0.relationship ?? "", destination(of: $0, in: document)) }
  }

  /// The controller the user means when a segue leads to `reference`: a navigation
  /// controller's root view controller, followed through references; otherwise itself.
  public func contentController(of reference: ControllerReference) -> ControllerReference {
    guard let node = node(of: reference) else { return reference }
    let content = graph.contentNode(of: node)
    return content == node ? reference : self.reference(to: content)
  }

  /// The segues that lead to `reference`, with their source, from every document. It scans
  /// the graph's edges (plain numbers) rather than keeping an index that tools which only
  /// follow segues forward would pay for.
  public func incoming(to reference: ControllerReference)
    -> [(source: ControllerReference, segue: Segue)]
  {
    guard let node = node(of: reference) else { return [] }
    return graph.edges.filter { $0.target == .node(node) }.compactMap { edge in
      let segue = graph.segue(edge)
      guard let sourceID = segue.sourceControllerID else { return nil }
      return (
        ControllerReference(path: graph.documents[edge.document].path, controllerID: sourceID),
        segue
      )
    }
  }

  private func node(of reference: ControllerReference) -> Int? {
    documentsByPath[reference.path].flatMap {
      graph.node(withID: reference.controllerID, inDocument: $0)
    }
  }

  private func reference(to node: Int) -> ControllerReference {
    // The id is read in place: copying the whole controller would cost more than the lookup.
    let place = graph.nodes[node]
    let document = graph.documents[place.document]
    return ControllerReference(
      path: document.path, controllerID: document.scenes[place.scene].controller?.id ?? "")
  }

  private func destination(of target: StoryboardGraph.Target) -> SegueDestination {
    switch target {
    case .node(let node): .controller(reference(to: node))
    case .external(let placeholder): graph.reference(placeholder).map { .external($0) } ?? .missing
    case .unresolved(let placeholder):
      graph.reference(placeholder).map { .unresolved($0) } ?? .missing
    case .exit, .missing: .missing
    }
  }
}
