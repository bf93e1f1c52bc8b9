/// The legend box of the HTML map: a small drawn sample per segue style and per kind of node
/// present, in the colours and lines of the graph.
enum HTMLLegend {
  static func html(for graph: NavigationGraph) -> String {
    var rows: [String] = []
    for style in graph.styles {
      rows.append(
        "<li class=\"legend-row\">\(sample(style))<span>\(HTMLText.escaped(style.legendLabel))</span></li>"
      )
    }
    var boxes: [(String, String)] = []
    if graph.nodes.contains(where: \.isInitial) { boxes.append(("initial", "initial controller")) }
    let words: [GraphNode.Role: String] = [
      .external: "storyboard not given", .unresolved: "unresolved reference",
      .exit: "exit (unwind)", .missing: "missing destination",
    ]
    for role in graph.roles where role != .controller {
      boxes.append((role.rawValue, words[role] ?? role.rawValue))
    }
    if graph.hasFindings { boxes.append(("finding", "⚠ lint finding")) }
    for (kind, words) in boxes {
      rows.append(
        "<li class=\"legend-row\"><span class=\"legend-box legend-\(kind)\"></span>"
          + "<span>\(HTMLText.escaped(words))</span></li>")
    }
    return "<ul class=\"legend\">" + rows.joined() + "</ul>"
  }

  /// A 44×12 drawing of the style's line and arrowhead.
  private static func sample(_ style: SegueStyle) -> String {
    let color = style.color
    let dash: String
    switch style.line {
    case .dashed: dash = " stroke-dasharray=\"6 3\""
    case .dotted: dash = " stroke-dasharray=\"2 3\""
    case .bold, .solid: dash = ""
    }
    let width = style.line == .bold ? "2.5" : "1.5"
    let line =
      "<line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\" stroke=\"\(color)\" stroke-width=\"\(width)\"\(dash)/>"
    return
      "<svg class=\"legend-line\" width=\"44\" height=\"12\" viewBox=\"0 0 44 12\" aria-hidden=\"true\">"
      + line + head(style.arrowhead, color: color) + "</svg>"
  }

  /// The arrowhead at the right end, shaped as Graphviz draws it.
  private static func head(_ arrowhead: String, color: String) -> String {
    let filled = "fill=\"\(color)\" stroke=\"\(color)\""
    let open = "fill=\"white\" stroke=\"\(color)\""
    switch arrowhead {
    case "normalnormal":
      return
        "<polygon points=\"29,2 36,6 29,10\" \(filled)/><polygon points=\"36,2 43,6 36,10\" \(filled)/>"
    case "empty": return "<polygon points=\"33,2 42,6 33,10\" \(open)/>"
    case "dot": return "<circle cx=\"38\" cy=\"6\" r=\"4\" \(filled)/>"
    case "box": return "<rect x=\"34\" y=\"2\" width=\"8\" height=\"8\" \(filled)/>"
    case "obox": return "<rect x=\"34\" y=\"2\" width=\"8\" height=\"8\" \(open)/>"
    case "diamond": return "<polygon points=\"33,6 38,2 43,6 38,10\" \(filled)/>"
    case "odiamond": return "<polygon points=\"33,6 38,2 43,6 38,10\" \(open)/>"
    case "vee":
      return
        "<polyline points=\"34,1 42,6 34,11\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
    default: return "<polygon points=\"33,2 42,6 33,10\" \(filled)/>"
    }
  }
}
