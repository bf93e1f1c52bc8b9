import DeterministicOutput

/// Quoting for Mermaid: labels are double-quoted and every character Mermaid or HTML could
/// read as syntax is written as a Mermaid entity code (`#quot;`, `#35;`…), so a label cannot
/// end its string, start an arrow such as `-->`, or add markup.
enum MermaidText {
  /// `text` as a quoted Mermaid label.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// Several lines as one quoted label, broken with `<br/>`.
  static func label(_ lines: [String]) -> String {
    "\"" + lines.map(escaped).joined(separator: "<br/>") + "\""
  }

  private static func escaped(_ text: String) -> String {
    ScalarEscaping.escaped(text) { scalar in
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
      default: ScalarEscaping.isControlOrSeparator(scalar) ? " " : nil
      }
    }
  }
}
