import StoryboardKit

/// The controllers of a run numbered as nodes, and every segue with the node it leads to,
/// storyboard references followed. It is built once per run so that rules share it; numbers
/// and ids rather than paths are hashed, which keeps linting cheap beside parsing. It resolves
/// references as ``StoryboardCatalog`` does: the first storyboard of a name wins, an absent
/// storyboard name means the same storyboard, an absent identifier its initial controller.
struct LintGraph: Sendable {
  struct Node: Sendable {
    var document: Int
    var controller: Controller
  }

  struct Edge: Sendable {
    var document: Int
    /// The node of the scene's controller; nil in a scene without one.
    var source: Int?
    var segue: Segue
    var target: LintTarget
  }

  private(set) var nodes: [Node] = []
  /// Every segue of every document, in document order.
  private(set) var edges: [Edge] = []
  /// Where each reference placeholder leads, by node.
  private(set) var placeholderTargets: [Int: LintTarget] = [:]
  /// Whether any segue from another controller leads to the node.
  private(set) var hasIncoming: [Bool] = []
  private var nodeByID: [[String: Int]] = []
  private var nodeByStoryboardIdentifier: [[String: Int]] = []
  private var documentByName: [String: Int] = [:]
  private var documentsCount = 0

  init(_ documents: [StoryboardDocument]) {
    documentsCount = documents.count
    var exits: [Set<String>] = []
    for (index, document) in documents.enumerated() {
      let name = Self.storyboardName(document.path)
      documentNames.append(name)
      if documentByName[name] == nil { documentByName[name] = index }
      var ids: [String: Int] = [:]
      var identifiers: [String: Int] = [:]
      var exitIDs: Set<String> = []
      for scene in document.scenes {
        for exit in scene.exits { exitIDs.insert(exit.id) }
        guard let controller = scene.controller else { continue }
        if ids[controller.id] == nil { ids[controller.id] = nodes.count }
        if let identifier = controller.storyboardIdentifier, controller.reference == nil,
          identifiers[identifier] == nil
        {
          identifiers[identifier] = nodes.count
        }
        nodes.append(Node(document: index, controller: controller))
      }
      nodeByID.append(ids)
      nodeByStoryboardIdentifier.append(identifiers)
      exits.append(exitIDs)
    }
    for (index, document) in documents.enumerated() {
      let initial = document.initialControllerID.flatMap { nodeByID[index][$0] }
      initialNodes.append(initial)
    }
    for node in nodes.indices where nodes[node].controller.reference != nil {
      placeholderTargets[node] = follow(node)
    }
    hasIncoming = Array(repeating: false, count: nodes.count)
    for (index, document) in documents.enumerated() {
      for scene in document.scenes {
        let source = scene.controller.flatMap { nodeByID[index][$0.id] }
        for segue in scene.segues {
          let target = target(of: segue.destination, in: index, exits: exits[index])
          if let node = target.node, node != source { hasIncoming[node] = true }
          edges.append(Edge(document: index, source: source, segue: segue, target: target))
        }
      }
    }
  }

  /// The node of each document's initial controller.
  private(set) var initialNodes: [Int?] = []
  /// Each document's storyboard name, as ``StoryboardDocument/name`` gives it.
  private(set) var documentNames: [String] = []

  /// ``StoryboardDocument/name`` computed on UTF-8 bytes, which is much cheaper than splitting
  /// the path by characters.
  static func storyboardName(_ path: String) -> String {
    let bytes = path.utf8
    let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) }
    var name = Substring(path[(start ?? bytes.startIndex)...])
    if name.hasSuffix(".storyboard") { name = name.dropLast(11) }
    return String(name)
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
    while let reference = nodes[current].controller.reference {
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

  /// The node a user means when a segue leads to `node`: a navigation controller's root view
  /// controller, followed through references; otherwise `node` itself.
  func contentNode(of node: Int) -> Int {
    var current = node
    var visited: Set<Int> = []
    while nodes[current].controller.kind == .navigation, visited.insert(current).inserted {
      let root = edges.first {
        $0.source == current && $0.segue.kind == .relationship
          && $0.segue.relationship == "rootViewController"
      }
      guard let next = root?.target.node else { break }
      current = next
    }
    return current
  }
}
