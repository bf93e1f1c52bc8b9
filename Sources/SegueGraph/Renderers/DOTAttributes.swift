/// The DOT attributes of each kind of statement. The `id` and `class` attributes reach the SVG
/// that Graphviz writes, where the HTML map's script finds nodes and edges by them.
enum DOTAttributes {
  static func label(_ node: GraphNode) -> [String] {
    node.labelLines + (FindingMarks.summary(node.findings).map { [$0] } ?? [])
  }

  static func label(_ edge: GraphEdge) -> [String]? {
    let lines = [edge.label, FindingMarks.summary(edge.findings) ?? ""].filter { !$0.isEmpty }
    return lines.isEmpty ? nil : lines
  }

  static func node(_ node: GraphNode) -> [(String, String)] {
    var classes = ["scene", node.role.rawValue]
    var pairs: [(String, String)] = [("id", node.id)]
    switch node.role {
    case .controller where node.isInitial:
      pairs += [("penwidth", "2.5"), ("color", "#000000"), ("fillcolor", "#fff6d5")]
      classes.append("initial")
    case .controller:
      break
    case .external:
      pairs += [
        ("shape", "folder"), ("style", "filled"), ("fillcolor", "#eef2f7"), ("color", "#6b7c93"),
      ]
    case .unresolved:
      pairs += [
        ("shape", "folder"), ("style", "filled,dashed"), ("fillcolor", "#fdecea"),
        ("color", "#d32f2f"),
      ]
    case .exit:
      pairs += [
        ("shape", "oval"), ("style", "filled,dashed"), ("fillcolor", "#fbe9e7"),
        ("color", "#c62828"),
      ]
    case .missing:
      pairs += [("style", "filled,dashed"), ("fillcolor", "#fdecea"), ("color", "#d32f2f")]
    }
    if let severity = node.worstSeverity {
      pairs += [("color", FindingMarks.color(severity)), ("penwidth", "3")]
      classes.append("finding")
    }
    pairs.append(("class", classes.joined(separator: " ")))
    return pairs
  }

  static func edge(_ edge: GraphEdge) -> [(String, String)] {
    var classes = ["segue", edge.style.rawValue]
    var pairs: [(String, String)] = [
      ("id", edge.id), ("color", edge.style.color), ("fontcolor", edge.style.color),
      ("style", edge.style.line.rawValue), ("arrowhead", edge.style.arrowhead),
    ]
    if edge.crossesStoryboards { classes.append("cross") }
    if let severity = edge.worstSeverity {
      pairs += [("penwidth", "3"), ("fontcolor", FindingMarks.color(severity))]
      classes.append("finding")
    }
    pairs.append(("class", classes.joined(separator: " ")))
    return pairs
  }

  static func cluster(_ cluster: GraphCluster) -> [(String, String)] {
    [
      ("id", cluster.id), ("class", "storyboard"), ("style", "rounded,filled"),
      ("fillcolor", "#f5f7fa"), ("color", "#b8c0cc"), ("fontsize", "14"), ("labeljust", "l"),
    ]
  }

  static func entryPoint(_ node: GraphNode) -> [(String, String)] {
    [
      ("id", "entry_" + node.id), ("class", "entry"), ("shape", "circle"), ("label", ""),
      ("width", "0.14"), ("style", "filled"), ("fillcolor", "#000000"), ("color", "#000000"),
    ]
  }

  static func entryEdge(_ node: GraphNode) -> [(String, String)] {
    [
      ("id", "entry_edge_" + node.id), ("class", "entry"), ("color", "#000000"),
      ("penwidth", "2"), ("arrowhead", "normal"),
    ]
  }
}
