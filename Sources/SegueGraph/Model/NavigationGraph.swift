import StoryboardKit

/// The navigation graph of a set of storyboards, independent of any drawing format: scenes are
/// nodes, segues are edges, storyboards are clusters. Everything is sorted by id, so every
/// renderer's output is byte-identical across runs and input orders.
package struct NavigationGraph: Sendable, Hashable {
  /// One per storyboard when several are drawn; empty for a single storyboard.
  package var clusters: [GraphCluster]
  /// Sorted by id.
  package var nodes: [GraphNode]
  /// Sorted by source, target, style, label and location; ids follow that order.
  package var edges: [GraphEdge]

  package init(clusters: [GraphCluster], nodes: [GraphNode], edges: [GraphEdge]) {
    self.clusters = clusters
    self.nodes = nodes
    self.edges = edges
  }

  /// Builds the navigation graph of the storyboards of `graph`, marking the scenes and segues
  /// that `diagnostics` are located at (same path, line and column).
  package init(graph: StoryboardGraph, diagnostics: [Diagnostic] = []) {
    self = GraphBuilder(graph: graph, diagnostics: diagnostics).build()
  }

  /// The styles the edges use, in legend order.
  package var styles: [SegueStyle] { Set(edges.map(\.style)).sorted() }

  /// The node roles present, in declaration order.
  package var roles: [GraphNode.Role] {
    let present = Set(nodes.map(\.role))
    return GraphNode.Role.allCases.filter(present.contains)
  }

  /// Whether any node or edge carries a lint finding.
  package var hasFindings: Bool {
    nodes.contains { !$0.findings.isEmpty } || edges.contains { !$0.findings.isEmpty }
  }

  /// The nodes of a cluster, or the nodes outside every cluster when `clusterID` is nil.
  package func nodes(in clusterID: String?) -> [GraphNode] {
    nodes.filter { $0.clusterID == clusterID }
  }

  /// The node with `id`.
  package func node(withID id: String) -> GraphNode? {
    nodes.first { $0.id == id }
  }
}
