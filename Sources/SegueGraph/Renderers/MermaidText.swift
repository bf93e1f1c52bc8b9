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
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "#quot;"
      case "#": result += "#35;"
      case "&": result += "#amp;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "`": result += "#96;"
      case "|": result += "#124;"
      case "{": result += "#123;"
      case "}": result += "#125;"
      case "%": result += "#37;"
      case "\\": result += "#92;"
      default:
        // Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar == "\u{2028}" || scalar == "\u{2029}"
        {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
