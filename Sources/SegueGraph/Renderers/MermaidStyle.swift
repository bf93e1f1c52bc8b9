/// How each segue style and node role is drawn in Mermaid, which has fewer line and arrowhead
/// kinds than Graphviz: the arrow token, then `linkStyle` colour and dashes.
enum MermaidStyle {
  /// The arrow token between two node ids.
  static func arrow(_ style: SegueStyle) -> String {
    switch style {
    case .show: "-->"
    case .showDetail: "==>"
    case .presentation, .sheet, .other: "-.->"
    case .popover: "-.-o"
    case .embed: "--o"
    case .relationship: "==o"
    case .unwind: "-.-x"
    case .custom: "--x"
    }
  }

  /// The `linkStyle` declaration's style list.
  static func linkStyle(_ style: SegueStyle, findingColor: String? = nil) -> String {
    var parts = ["stroke:\(style.color)", "color:\(findingColor ?? style.color)"]
    switch style.line {
    case .dashed: parts.append("stroke-dasharray:6 3")
    case .dotted: parts.append("stroke-dasharray:2 3")
    case .bold: parts.append("stroke-width:2.5px")
    case .solid: break
    }
    if findingColor != nil { parts.append("stroke-width:3px") }
    return parts.joined(separator: ",")
  }

  /// The node's text wrapped in the shape of its role.
  static func shape(_ role: GraphNode.Role, label: String) -> String {
    switch role {
    case .controller: "(\(label))"
    case .external, .unresolved: "[[\(label)]]"
    case .exit: "([\(label)])"
    case .missing: "{{\(label)}}"
    }
  }

  /// The `classDef` lines for the classes nodes use.
  static let classDefinitions = [
    "classDef controller fill:#ffffff,stroke:#4a4a4a,color:#111111",
    "classDef initial fill:#fff6d5,stroke:#000000,stroke-width:3px,color:#111111",
    "classDef external fill:#eef2f7,stroke:#6b7c93,color:#111111",
    "classDef unresolved fill:#fdecea,stroke:#d32f2f,stroke-dasharray:5 3,color:#111111",
    "classDef exit fill:#fbe9e7,stroke:#c62828,stroke-dasharray:5 3,color:#111111",
    "classDef missing fill:#fdecea,stroke:#d32f2f,stroke-dasharray:5 3,color:#111111",
    "classDef entry fill:#000000,stroke:#000000",
    "classDef legendPoint fill:none,stroke:none,color:#ffffff",
    "classDef finding_error stroke:#d32f2f,stroke-width:3px",
    "classDef finding_warning stroke:#e09100,stroke-width:3px",
    "classDef finding_note stroke:#1976d2,stroke-width:3px",
  ]
}
