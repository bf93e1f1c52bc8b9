import StoryboardKit

/// A segue of the shared ``StoryboardGraph`` with what the lint rules check of it, computed once
/// per run so that rules scan plain values.
struct LintEdge: Sendable {
  /// The graph's edge: where the segue is and where it leads.
  var edge: StoryboardGraph.Edge
  var kind: LintSegueKind
  var isManual: Bool
  var hasIdentifier: Bool
  /// How the segue carries its source's navigation context; nil for unwind segues.
  var transfer: Transfer?

  /// The lint view of every edge of `graph`, in the graph's order.
  static func all(of graph: StoryboardGraph) -> [LintEdge] {
    graph.edges.map { edge in
      let segue = graph.segue(edge)
      let sourceKind = edge.source.map { graph.nodes[$0].kind } ?? .other
      return LintEdge(
        edge: edge, kind: LintSegueKind(segue.kind), isManual: segue.isManual,
        hasIdentifier: segue.usableIdentifier != nil,
        transfer: Transfer(segue: segue, sourceKind: sourceKind))
    }
  }

  /// The index of its document in the graph's documents.
  var document: Int { edge.document }
  /// The index of its scene in the document's scenes.
  var scene: Int { edge.scene }
  /// The node of the scene's controller; nil in a scene without one.
  var source: Int? { edge.source }
  var target: StoryboardGraph.Target { edge.target }
}
