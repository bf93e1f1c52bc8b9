/// Graphviz DOT: a cluster per storyboard, styled edges, an entry arrow into each initial
/// controller and a legend cluster. Ids are the graph's sanitized ids; every string is quoted.
package struct DOTRenderer: GraphRenderer {
  /// Whether to draw the legend as a cluster (the HTML map draws its own).
  package var includesLegend: Bool

  package init(includesLegend: Bool = true) {
    self.includesLegend = includesLegend
  }

  package func render(_ graph: NavigationGraph) -> String {
    var lines = [
      "digraph segue {",
      "  graph [rankdir=\"LR\", fontname=\"Helvetica\", fontsize=\"12\", nodesep=\"0.3\", "
        + "ranksep=\"0.7\", newrank=\"true\", bgcolor=\"white\"];",
      "  node [shape=\"box\", style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#4a4a4a\", "
        + "fontname=\"Helvetica\", fontsize=\"11\", margin=\"0.15,0.06\"];",
      "  edge [fontname=\"Helvetica\", fontsize=\"9\", arrowsize=\"0.8\"];",
    ]
    for cluster in graph.clusters {
      lines.append("  subgraph \(DOTText.quoted("cluster_" + cluster.id)) {")
      lines.append(
        "    graph " + DOTText.attributes(label: [cluster.label], DOTAttributes.cluster(cluster))
          + ";")
      lines += graph.nodes(in: cluster.id).flatMap { nodeLines($0, indent: "    ") }
      lines.append("  }")
    }
    lines += graph.nodes(in: nil).flatMap { nodeLines($0, indent: "  ") }
    for edge in graph.edges {
      lines.append(
        "  \(DOTText.quoted(edge.sourceID)) -> \(DOTText.quoted(edge.targetID)) "
          + DOTText.attributes(label: DOTAttributes.label(edge), DOTAttributes.edge(edge)) + ";")
    }
    for node in graph.nodes where node.isInitial {
      lines.append(
        "  \(DOTText.quoted("entry_" + node.id)) -> \(DOTText.quoted(node.id)) "
          + DOTText.attributes(DOTAttributes.entryEdge(node)) + ";")
    }
    if includesLegend { lines += DOTLegend.lines(for: graph) }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A node's statement, preceded by its entry point when it is an initial controller (in the
  /// same cluster, so the arrow stays short).
  private func nodeLines(_ node: GraphNode, indent: String) -> [String] {
    var lines: [String] = []
    if node.isInitial {
      lines.append(
        indent + DOTText.quoted("entry_" + node.id) + " "
          + DOTText.attributes(DOTAttributes.entryPoint(node)) + ";")
    }
    lines.append(
      indent + DOTText.quoted(node.id) + " "
        + DOTText.attributes(label: DOTAttributes.label(node), DOTAttributes.node(node)) + ";")
    return lines
  }
}
