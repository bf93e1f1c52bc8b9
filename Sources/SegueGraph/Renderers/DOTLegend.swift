import StoryboardKit

/// The legend cluster of the DOT drawing: a sample arrow per segue style the graph uses, and a
/// sample box per kind of node it has.
enum DOTLegend {
  static func lines(for graph: NavigationGraph) -> [String] {
    var lines = [
      "  subgraph \"cluster_legend\" {",
      "    graph "
        + DOTText.attributes(
          label: ["Legend"],
          [
            ("id", "legend"), ("style", "rounded"), ("color", "#cccccc"), ("fontsize", "12"),
            ("labeljust", "l"),
          ]) + ";",
      "    node [shape=\"point\", width=\"0.01\", style=\"invis\", label=\"\"];",
    ]
    for style in graph.styles {
      let from = "legend_\(style.rawValue)_from"
      let to = "legend_\(style.rawValue)_to"
      lines.append("    \(DOTText.quoted(from)); \(DOTText.quoted(to));")
      lines.append(
        "    \(DOTText.quoted(from)) -> \(DOTText.quoted(to)) "
          + DOTText.attributes(
            label: [style.legendLabel],
            [
              ("color", style.color), ("fontcolor", style.color), ("style", style.line.rawValue),
              ("arrowhead", style.arrowhead), ("minlen", "1"), ("weight", "20"),
            ]) + ";")
    }
    let samples = samples(for: graph)
    for sample in samples {
      lines.append(
        "    \(DOTText.quoted("legend_node_" + sample.name)) "
          + DOTText.attributes(label: [sample.label], sample.attributes) + ";")
    }
    // Columns that keep the legend tidy: the arrows' starts, their ends, then the sample
    // boxes, each stacked in legend order (Graphviz stacks a left-to-right rank bottom-up,
    // hence the reversal). The boxes hang off the last arrow so they get a column of their own.
    let starts = graph.styles.map { "legend_\($0.rawValue)_from" }
    let ends = graph.styles.map { "legend_\($0.rawValue)_to" }
    let boxes = samples.map { "legend_node_" + $0.name }
    for column in [starts, ends, boxes] where column.count > 1 {
      lines.append(
        "    { rank=\"same\"; " + column.reversed().map(DOTText.quoted).joined(separator: " -> ")
          + " [style=\"invis\"]; }")
    }
    if let end = ends.last, let box = boxes.first {
      lines.append("    \(DOTText.quoted(end)) -> \(DOTText.quoted(box)) [style=\"invis\"];")
    }
    lines.append("  }")
    return lines
  }

  private struct Sample {
    var name: String
    var label: String
    var attributes: [(String, String)]
  }

  /// A box per node kind present, drawn as the real nodes are.
  private static func samples(for graph: NavigationGraph) -> [Sample] {
    var samples: [Sample] = []
    let box: [(String, String)] = [("shape", "box"), ("style", "rounded,filled")]
    if graph.nodes.contains(where: \.isInitial) {
      let node = GraphNode(id: "", role: .controller, title: "", isInitial: true)
      samples.append(
        Sample(name: "initial", label: "initial controller", attributes: box + appearance(node)))
    }
    let words: [GraphNode.Role: String] = [
      .external: "storyboard not given", .unresolved: "unresolved reference",
      .exit: "exit (unwind)", .missing: "missing destination",
    ]
    for role in graph.roles where role != .controller {
      let node = GraphNode(id: "", role: role, title: "")
      samples.append(
        Sample(
          name: role.rawValue, label: words[role] ?? role.rawValue,
          attributes: box + appearance(node)))
    }
    if graph.hasFindings {
      samples.append(
        Sample(
          name: "finding", label: "⚠ lint finding",
          attributes: box + [
            ("color", FindingMarks.color(.warning)), ("penwidth", "3"),
          ]))
    }
    return samples
  }

  /// The node's own drawing attributes, without its id and class.
  private static func appearance(_ node: GraphNode) -> [(String, String)] {
    DOTAttributes.node(node).filter { $0.0 != "id" && $0.0 != "class" }
  }
}
