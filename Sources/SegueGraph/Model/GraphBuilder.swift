import DeterministicOutput
import StoryboardKit

/// Turns a ``StoryboardGraph`` into a ``NavigationGraph``: a node per controller (storyboard
/// references to the inputs are followed, not drawn), stand-in nodes for destinations outside
/// the inputs, an edge per segue, then stable ids for all of them.
struct GraphBuilder {
  let graph: StoryboardGraph
  /// The documents drawn: one per path, in byte order of path.
  private let documents: [DocumentID]
  let findings: [FindingKey: [Diagnostic]]
  /// Each document's distinct name, which clusters and ids use.
  private let names: [String: String]
  /// The nodes found so far, by what they stand for; ids are given at the end.
  var nodes: [NodeKey: GraphNode] = [:]
  private var edges: [(source: NodeKey, target: NodeKey, edge: GraphEdge)] = []

  init(graph: StoryboardGraph, diagnostics: [Diagnostic]) {
    self.graph = graph
    // One document per path, in byte order of path, whatever order the graph has.
    var seen = Set<String>()
    self.documents = graph.documents.sorted {
      ByteOrder.precedes(graph[$0].path, graph[$1].path)
    }.filter { seen.insert(graph[$0].path).inserted }
    self.names = StoryboardNames.distinct(documents.map { graph[$0].path })
    // Only a located finding marks a controller or a segue.
    let located = diagnostics.sorted().compactMap { diagnostic in
      diagnostic.path.flatMap { path in
        diagnostic.location.map { (FindingKey(path: path, location: $0), diagnostic) }
      }
    }
    self.findings = Dictionary(grouping: located, by: \.0).mapValues { $0.map(\.1) }
  }

  func build() -> NavigationGraph {
    var builder = self
    let clusters = builder.makeClusters()
    for document in documents {
      builder.addControllers(of: document, clusterID: clusters.ids[graph[document].path])
    }
    for document in documents {
      builder.addReferences(of: document)
    }
    for document in documents {
      for edge in graph.edges(in: document) {
        builder.addEdge(for: edge, clusterIDs: clusters.ids)
      }
    }
    return builder.finish(clusters: clusters.list)
  }

  /// A cluster per storyboard when there are several, labelled by its distinct name.
  private func makeClusters() -> (list: [GraphCluster], ids: [String: String]) {
    guard documents.count > 1 else { return ([], [:]) }
    let drawn = documents.map { graph[$0] }
    let ids = GraphIdentifiers.unique(
      Dictionary(
        uniqueKeysWithValues: drawn.map { ($0.path, "sb_" + (names[$0.path] ?? $0.name)) }))
    let list = drawn.compactMap { document -> GraphCluster? in
      guard let id = ids[document.path] else { return nil }
      return GraphCluster(id: id, label: names[document.path] ?? document.name, path: document.path)
    }
    return (list.sorted { ByteOrder.precedes($0.id, $1.id) }, ids)
  }

  private mutating func addControllers(of document: DocumentID, clusterID: String?) {
    let path = graph[document].path
    let initialID = graph.initialNode(of: document).flatMap {
      graph[$0].reference == nil ? graph[$0].id : nil
    }
    for node in graph.nodes(in: document) where graph[node].reference == nil {
      let controller = graph[node]
      let label = NodeLabel(controller: controller)
      nodes[key(of: node)] = GraphNode(
        id: "", role: .controller, title: label.title, subtitle: label.subtitle,
        storyboardIdentifier: label.storyboardIdentifier, clusterID: clusterID,
        isInitial: controller.id == initialID, path: path,
        location: controller.location,
        findings: findings[FindingKey(path: path, location: controller.location)] ?? [])
    }
  }

  /// The key of the controller a node stands for.
  func key(of node: NodeID) -> NodeKey {
    .controller(path: graph[graph.document(of: node)].path, id: graph[node].id)
  }

  private mutating func addEdge(for edge: EdgeID, clusterIDs: [String: String]) {
    guard let source = graph.source(of: edge).map(key(of:)), let sourceNode = nodes[source] else {
      return
    }
    let segue = graph[edge]
    let document = graph[graph.document(of: edge)]
    let target = standIn(
      for: graph.destination(of: edge), of: segue, in: document,
      clusterID: clusterIDs[document.path])
    let targetNode = nodes[target]
    // The node the destination attribute names, before references are followed.
    let named = segue.destination.flatMap { graph.node(withID: $0, in: graph.document(of: edge)) }
    let details = SegueDetailLines(
      segue: segue, document: document, reference: named.flatMap { graph[$0].reference },
      source: sourceNode.title, destination: targetNode?.title ?? "")
    let edge = GraphEdge(
      id: "", sourceID: "", targetID: "", style: SegueStyle(kind: segue.kind),
      kind: segue.kind.rawValue, label: details.label,
      crossesStoryboards: GraphBuilder.crosses(from: document, to: targetNode),
      details: details.lines, path: document.path, location: segue.location,
      findings: findings[FindingKey(path: document.path, location: segue.location)] ?? [])
    edges.append((source, target, edge))
  }

  /// Gives every node and edge its stable id and sorts them.
  private func finish(clusters: [GraphCluster]) -> NavigationGraph {
    let ids = GraphIdentifiers.unique(
      Dictionary(uniqueKeysWithValues: nodes.keys.map { ($0.sortKey, $0.baseName(names)) }))
    var finalNodes: [GraphNode] = []
    var idOfKey: [NodeKey: String] = [:]
    for (key, node) in nodes {
      var node = node
      node.id = ids[key.sortKey] ?? key.baseName(names)
      idOfKey[key] = node.id
      finalNodes.append(node)
    }
    finalNodes.sort { ByteOrder.precedes($0.id, $1.id) }
    var finalEdges = edges.map { entry in
      var edge = entry.edge
      edge.sourceID = idOfKey[entry.source] ?? ""
      edge.targetID = idOfKey[entry.target] ?? ""
      return edge
    }
    finalEdges.sort(by: GraphBuilder.edgeOrder)
    for index in finalEdges.indices { finalEdges[index].id = "e\(index + 1)" }
    return NavigationGraph(clusters: clusters, nodes: finalNodes, edges: finalEdges)
  }

  private static func edgeOrder(_ lhs: GraphEdge, _ rhs: GraphEdge) -> Bool {
    let left = [lhs.sourceID, lhs.targetID, lhs.style.rawValue, lhs.label, lhs.kind, lhs.path]
    let right = [rhs.sourceID, rhs.targetID, rhs.style.rawValue, rhs.label, rhs.kind, rhs.path]
    if left != right {
      return left.lexicographicallyPrecedes(right, by: ByteOrder.precedes)
    }
    return lhs.location < rhs.location
  }
}
