import StoryboardKit

/// The controllers of a run numbered as nodes, and every segue with the node it leads to,
/// storyboard references followed. It is built once per run so that rules share it. Nodes and
/// edges are plain values (indices and flags) that rules scan without copying the model; they
/// read a segue or controller only when it is a candidate. It resolves references as
/// ``StoryboardCatalog`` does: the first storyboard of a name wins, an absent storyboard name
/// means the same storyboard, an absent identifier the storyboard's initial controller.
struct LintGraph: Sendable {
  struct Node: Sendable {
    var document: Int
    var scene: Int
    var kind: ControllerKind
    var isPlaceholder: Bool
    /// Whether code can instantiate it with a (non-empty) storyboard identifier.
    var hasStoryboardIdentifier: Bool
  }

  struct Edge: Sendable {
    var document: Int
    var scene: Int
    /// The segue's index among its scene's segues.
    var index: Int
    /// The node of the scene's controller; nil in a scene without one.
    var source: Int?
    var target: LintTarget
    var kind: LintSegueKind
    var isManual: Bool
    var hasIdentifier: Bool
    /// How the segue carries its source's navigation context; nil for unwind segues.
    var transfer: Transfer?
  }

  let documents: [StoryboardDocument]
  private(set) var nodes: [Node] = []
  /// Every segue of every document, in document order.
  private(set) var edges: [Edge] = []
  /// Where each reference placeholder leads, by node.
  private(set) var placeholderTargets: [Int: LintTarget] = [:]
  /// Whether any segue from another controller leads to the node.
  private(set) var hasIncoming: [Bool] = []
  /// The node of each document's initial controller.
  private(set) var initialNodes: [Int?] = []
  /// Each document's storyboard name, as ``StoryboardDocument/name`` gives it.
  private(set) var documentNames: [String] = []
  /// Whether each document is an iOS or tvOS storyboard.
  private(set) var isUIKit: [Bool] = []
  /// The root view controller of each navigation controller that has one.
  private(set) var navigationRoots: [Int: Int] = [:]
  private var nodeByID: [[String: Int]] = []
  private var nodeByStoryboardIdentifier: [[String: Int]] = []
  private var documentByName: [String: Int] = [:]

  init(_ documents: [StoryboardDocument]) {
    self.documents = documents
    var exits: [Set<String>] = []
    for (index, document) in documents.enumerated() {
      addNodes(of: document, at: index, exits: &exits)
    }
    for index in documents.indices {
      initialNodes.append(documents[index].initialControllerID.flatMap { nodeByID[index][$0] })
    }
    for node in nodes.indices where nodes[node].isPlaceholder {
      placeholderTargets[node] = follow(node)
    }
    hasIncoming = Array(repeating: false, count: nodes.count)
    for (index, document) in documents.enumerated() {
      addEdges(of: document, at: index, exits: exits[index])
    }
  }

  /// The segue an edge stands for.
  func segue(_ edge: Edge) -> Segue {
    documents[edge.document].scenes[edge.scene].segues[edge.index]
  }

  /// The segue's identifier when it is present and not empty, read in place.
  func identifier(_ edge: Edge) -> String? {
    documents[edge.document].scenes[edge.scene].segues[edge.index].usableIdentifier
  }

  /// The custom class of a node's controller, read in place.
  func customClass(_ node: Int) -> String? {
    documents[nodes[node].document].scenes[nodes[node].scene].controller?.customClass
  }

  /// The controller a node stands for.
  func controller(_ node: Int) -> Controller {
    // Every node is made from a scene that has a controller.
    documents[nodes[node].document].scenes[nodes[node].scene].controller
      ?? Controller(element: "", id: "", location: SourceLocation(line: 1, column: 1))
  }

  /// The node a user means when a segue leads to `node`: a navigation controller's root view
  /// controller, followed through references; otherwise `node` itself.
  func contentNode(of node: Int) -> Int {
    var current = node
    var visited: Set<Int> = []
    while let root = navigationRoots[current], visited.insert(current).inserted {
      current = root
    }
    return current
  }

  private mutating func addNodes(
    of document: StoryboardDocument, at index: Int, exits: inout [Set<String>]
  ) {
    let name = Self.storyboardName(document.path)
    documentNames.append(name)
    isUIKit.append(document.platform == .iOS || document.platform == .tvOS)
    if documentByName[name] == nil { documentByName[name] = index }
    var ids: [String: Int] = [:]
    var identifiers: [String: Int] = [:]
    var exitIDs: Set<String> = []
    for (sceneIndex, scene) in document.scenes.enumerated() {
      for exit in scene.exits { exitIDs.insert(exit.id) }
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
          hasStoryboardIdentifier: !(controller.storyboardIdentifier?.isEmpty ?? true)))
    }
    nodeByID.append(ids)
    nodeByStoryboardIdentifier.append(identifiers)
    exits.append(exitIDs)
  }

  private mutating func addEdges(
    of document: StoryboardDocument, at index: Int, exits: Set<String>
  ) {
    for (sceneIndex, scene) in document.scenes.enumerated() {
      let source = scene.controller.flatMap { nodeByID[index][$0.id] }
      for (segueIndex, segue) in scene.segues.enumerated() {
        let target = target(of: segue.destination, in: index, exits: exits)
        if let node = target.node, node != source { hasIncoming[node] = true }
        let sourceKind = source.map { nodes[$0].kind } ?? .other
        if let source, let node = target.node, sourceKind == .navigation,
          segue.relationship == "rootViewController", navigationRoots[source] == nil
        {
          navigationRoots[source] = node
        }
        edges.append(
          Edge(
            document: index, scene: sceneIndex, index: segueIndex, source: source,
            target: target, kind: LintSegueKind(segue.kind), isManual: segue.isManual,
            hasIdentifier: segue.usableIdentifier != nil,
            transfer: Transfer(segue: segue, sourceKind: sourceKind)))
      }
    }
  }

  private func target(of id: String?, in document: Int, exits: Set<String>) -> LintTarget {
    guard let id else { return .missing }
    if let node = nodeByID[document][id] {
      return placeholderTargets[node] ?? .node(node)
    }
    return exits.contains(id) ? .exit : .missing
  }

  /// Follows a reference placeholder through as many references as lead one to another.
  private func follow(_ placeholder: Int) -> LintTarget {
    var current = placeholder
    var visited: Set<Int> = []
    while nodes[current].isPlaceholder, let reference = controller(current).reference {
      guard visited.insert(current).inserted else { return .unresolved }
      let document =
        if let name = reference.storyboardName { documentByName[name] } else {
          nodes[current].document
        }
      guard let document else { return .external }
      let found =
        if let identifier = reference.referencedIdentifier {
          nodeByStoryboardIdentifier[document][identifier]
        } else {
          initialNodes[document]
        }
      guard let found else { return .unresolved }
      current = found
    }
    return .node(current)
  }

  /// ``StoryboardDocument/name`` computed on UTF-8 bytes, which is much cheaper than splitting
  /// the path by characters.
  static func storyboardName(_ path: String) -> String {
    let bytes = path.utf8
    let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) }
    var name = Substring(path[(start ?? bytes.startIndex)...])
    if name.hasSuffix(".storyboard") { name = name.dropLast(11) }
    return String(name)
  }
}
