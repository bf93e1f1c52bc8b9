/// Quoting for Mermaid: labels are double-quoted and every character Mermaid or HTML could
/// read as syntax is written as a Mermaid entity code (`#quot;`, `#35;`…), so a label cannot
/// end its string, start an arrow such as `-->`, or add markup.
enum MermaidText: LabelQuoting {
  /// Mermaid's line break inside a quoted label.
  static let lineBreak = "<br/>"

  /// The entity code of each character Mermaid or HTML reads as syntax.
  static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "#quot;"
    case "#": "#35;"
    case "&": "#amp;"
    case "<": "#lt;"
    case ">": "#gt;"
    case "`": "#96;"
    case "|": "#124;"
    case "{": "#123;"
    case "}": "#125;"
    case "%": "#37;"
    case "\\": "#92;"
    default: nil
    }
  }
}
