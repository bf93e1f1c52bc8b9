/// The controllers of a run numbered as nodes, and every segue as an edge to the node it leads
/// to, storyboard references followed across the documents. It is the one place where
/// references are resolved: ``StoryboardCatalog`` and the lint rules read it. Nodes and edges
/// are plain values (indices and flags) that can be scanned without copying the model.
///
/// References resolve as a bundle's lookup does: the first document of a name wins, an absent
/// storyboard name means the same storyboard, an absent identifier the storyboard's initial
/// controller. Within a document, the first controller with an id wins.
public struct StoryboardGraph: Sendable {
  /// The documents, in the order given.
  public let documents: [StoryboardDocument]
  /// Every scene's controller, in document order.
  public internal(set) var nodes: [Node] = []
  /// Every segue of every document, in document order.
  public internal(set) var edges: [Edge] = []
  /// Where each reference placeholder leads, by node.
  public internal(set) var placeholderTargets: [Int: Target] = [:]
  /// Whether any segue from another controller leads to the node.
  public internal(set) var hasIncoming: [Bool] = []
  /// The node of each document's initial controller.
  public internal(set) var initialNodes: [Int?] = []
  /// Each document's storyboard name, as ``StoryboardDocument/name`` gives it.
  public internal(set) var documentNames: [String] = []
  /// Each document's platform.
  public internal(set) var platforms: [Platform] = []
  /// The root view controller of each navigation controller whose first `rootViewController`
  /// relationship leads to a controller.
  public internal(set) var navigationRoots: [Int: Int] = [:]
  /// The content view controller of each window controller (AppKit) whose first
  /// `window.shadowedContentViewController` relationship leads to a controller.
  public internal(set) var windowContents: [Int: Int] = [:]
  /// XML ids and storyboard identifiers match by their exact characters, as in XML and in
  /// UIKit's lookup.
  var nodeByID: [NameIndex] = []
  var nodeByStoryboardIdentifier: [NameIndex] = []
  var exitsByID: [[String: ExitPlaceholder]] = []
  var documentByName: [String: Int] = [:]
  /// The number of each document's first node.
  var firstNodes: [Int] = []
  /// The number of each document's first edge.
  var firstEdges: [Int] = []

  /// Numbers the controllers and segues of `documents` and follows every reference.
  public init(_ documents: [StoryboardDocument]) {
    self.documents = documents
    // Documents are read by index throughout: iterating them would copy each one whole.
    var sceneCount = 0
    var segueCount = 0
    for index in documents.indices {
      let scenes = documents[index].scenes
      sceneCount += scenes.count
      for scene in scenes.indices { segueCount += scenes[scene].segues.count }
    }
    // Sized once: regrowing copied every node and edge several times over.
    documentByName.reserveCapacity(documents.count)
    nodes.reserveCapacity(sceneCount)
    edges.reserveCapacity(segueCount)
    for index in documents.indices {
      addNodes(ofDocument: index)
    }
    for index in documents.indices {
      initialNodes.append(documents[index].initialControllerID.flatMap { nodeByID[index][$0] })
    }
    for node in nodes.indices where nodes[node].isPlaceholder {
      placeholderTargets[node] = follow(node)
    }
    hasIncoming = Array(repeating: false, count: nodes.count)
    for index in documents.indices {
      addEdges(ofDocument: index)
    }
  }

  /// The indices in ``edges`` of the segues of the document numbered `document`, in its order.
  public func edges(ofDocument document: Int) -> Range<Int> {
    let end = document + 1 < firstEdges.count ? firstEdges[document + 1] : edges.count
    return firstEdges[document]..<end
  }

  /// The node of the controller with the XML id `id` in the document numbered `document`.
  public func node(withID id: String, inDocument document: Int) -> Int? {
    nodeByID[document][id]
  }

  /// The node of the first controller, not a placeholder, whose storyboard identifier is
  /// `identifier` in the document numbered `document`.
  public func node(withStoryboardIdentifier identifier: String, inDocument document: Int) -> Int? {
    nodeByStoryboardIdentifier[document][identifier]
  }

  /// The number of the first document whose storyboard name is `name`.
  public func document(named name: String) -> Int? { documentByName[name] }

  /// The first exit placeholder with the XML id `id` in the document numbered `document`.
  public func exit(withID id: String, inDocument document: Int) -> ExitPlaceholder? {
    exitsByID[document][id]
  }

  /// Where a segue of the document numbered `document` whose destination is `id` leads.
  public func target(ofDestination id: String?, inDocument document: Int) -> Target {
    guard let id else { return .missing }
    if let node = nodeByID[document][id] { return target(of: node) }
    return exitsByID[document][id] == nil ? .missing : .exit
  }

  /// Where `node` leads: where its reference does for a placeholder, otherwise itself.
  public func target(of node: Int) -> Target {
    // Only placeholders are in the dictionary: the flag spares most segues a lookup.
    guard nodes[node].isPlaceholder else { return .node(node) }
    return placeholderTargets[node] ?? .node(node)
  }

  /// The node a user means when a segue leads to `node`: a navigation controller's root view
  /// controller, followed through references and nested navigation controllers; otherwise
  /// `node` itself.
  public func contentNode(of node: Int) -> Int {
    var current = node
    // Navigation controllers nest a level or two: a list costs less than a set.
    var visited: [Int] = []
    while let root = navigationRoots[current], !visited.contains(current) {
      visited.append(current)
      current = root
    }
    return current
  }
}
