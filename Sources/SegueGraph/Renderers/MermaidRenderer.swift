import StoryboardKit

/// A Mermaid flowchart, which the usual code hosts draw from a ```` ```mermaid ```` block: a
/// subgraph per storyboard, an arrow token and `linkStyle` per segue style, classes for the
/// kinds of node, and a legend subgraph.
package struct MermaidRenderer: GraphRenderer {
  package init() {}

  package func render(_ graph: NavigationGraph) -> String {
    var lines = ["flowchart LR"]
    var links = LinkList()
    for cluster in graph.clusters {
      lines.append("  subgraph \(cluster.id)[\(MermaidText.quoted(cluster.label))]")
      lines.append("    direction LR")
      lines += graph.nodes(in: cluster.id).flatMap { nodeLines($0, indent: "    ") }
      lines.append("  end")
    }
    lines += graph.nodes(in: nil).flatMap { nodeLines($0, indent: "  ") }
    for edge in graph.edges {
      let label = MermaidRenderer.edgeLabel(edge)
      let arrow = MermaidStyle.arrow(edge.style) + (label.map { "|\($0)|" } ?? "")
      lines.append("  \(edge.sourceID) \(arrow) \(edge.targetID)")
      links.add(
        MermaidStyle.linkStyle(edge.style, findingColor: edge.worstSeverity.map(FindingMarks.color))
      )
    }
    for node in graph.nodes where node.isInitial {
      lines.append("  entry_\(node.id) ==> \(node.id)")
      links.add("stroke:#000000,stroke-width:2px")
    }
    lines += legendLines(graph, links: &links)
    lines += MermaidStyle.classDefinitions.map { "  " + $0 }
    lines += classAssignments(graph).map { "  " + $0 }
    lines += links.declarations.map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  private func nodeLines(_ node: GraphNode, indent: String) -> [String] {
    var lines: [String] = []
    if node.isInitial { lines.append(indent + "entry_\(node.id)((\" \"))") }
    let text = node.labelLines + (FindingMarks.summary(node.findings).map { [$0] } ?? [])
    lines.append(indent + node.id + MermaidStyle.shape(node.role, label: MermaidText.label(text)))
    return lines
  }

  private static func edgeLabel(_ edge: GraphEdge) -> String? {
    let lines = [edge.label, FindingMarks.summary(edge.findings) ?? ""].filter { !$0.isEmpty }
    return lines.isEmpty ? nil : MermaidText.label(lines)
  }

  /// A legend subgraph: a sample arrow per style used, and a sample node per kind of node.
  private func legendLines(_ graph: NavigationGraph, links: inout LinkList) -> [String] {
    var lines = ["  subgraph legend[\"Legend\"]", "    direction LR"]
    for style in graph.styles {
      let from = "legend_\(style.rawValue)_from"
      let to = "legend_\(style.rawValue)_to"
      lines.append(
        "    \(from)[\" \"] \(MermaidStyle.arrow(style))|\(MermaidText.quoted(style.legendLabel))| "
          + "\(to)[\" \"]")
      links.add(MermaidStyle.linkStyle(style))
    }
    if graph.nodes.contains(where: \.isInitial) {
      lines.append("    legend_initial(\"initial controller\")")
    }
    let words: [GraphNode.Role: String] = [
      .external: "storyboard not given", .unresolved: "unresolved reference",
      .exit: "exit (unwind)", .missing: "missing destination",
    ]
    for role in graph.roles where role != .controller {
      lines.append(
        "    legend_\(role.rawValue)"
          + MermaidStyle.shape(role, label: MermaidText.quoted(words[role] ?? role.rawValue)))
    }
    if graph.hasFindings { lines.append("    legend_finding(\"⚠ lint finding\")") }
    lines.append("  end")
    return lines
  }

  /// `class a,b name` lines: role classes, then initial and finding marks, which win.
  private func classAssignments(_ graph: NavigationGraph) -> [String] {
    var members: [String: [String]] = [:]
    for node in graph.nodes {
      // An initial controller takes the initial class alone, so its fill is not overridden.
      if !node.isInitial { members[node.role.rawValue, default: []].append(node.id) }
      if node.isInitial {
        members["initial", default: []].append(node.id)
        members["entry", default: []].append("entry_" + node.id)
      }
      if let severity = node.worstSeverity {
        members["finding_" + severity.rawValue, default: []].append(node.id)
      }
    }
    for style in graph.styles {
      members["legendPoint", default: []] += [
        "legend_\(style.rawValue)_from", "legend_\(style.rawValue)_to",
      ]
    }
    if graph.nodes.contains(where: \.isInitial) {
      members["initial", default: []].append("legend_initial")
    }
    for role in graph.roles where role != .controller {
      members[role.rawValue, default: []].append("legend_\(role.rawValue)")
    }
    if graph.hasFindings { members["finding_warning", default: []].append("legend_finding") }
    let order =
      GraphNode.Role.allCases.map(\.rawValue) + [
        "legendPoint", "entry", "initial", "finding_note", "finding_warning", "finding_error",
      ]
    return order.compactMap { name in
      members[name].map { "class \($0.joined(separator: ",")) \(name)" }
    }
  }
}
