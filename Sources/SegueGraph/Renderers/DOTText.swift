import DeterministicOutput

/// Quoting for Graphviz DOT: every id and label is written as a double-quoted string, so no
/// storyboard text can end a statement or add attributes.
enum DOTText {
  /// `text` as a DOT string shown exactly as written: `"` and `\` are escaped (so Graphviz's
  /// `\N`-style escapes cannot fire), `&` becomes `&amp;` (Graphviz reads entities in labels),
  /// and line breaks, line separators and other control characters become spaces.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// Several lines as one centred DOT label.
  static func label(_ lines: [String]) -> String {
    "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
  }

  private static func escaped(_ text: String) -> String {
    ScalarEscaping.escaped(text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "&": "&amp;"
      default: ScalarEscaping.isControlOrSeparator(scalar) ? " " : nil
      }
    }
  }

  /// An attribute list: `label` lines first when given, then `name=value` pairs with every
  /// value quoted, in the order given.
  static func attributes(label: [String]? = nil, _ pairs: [(String, String)]) -> String {
    let written =
      (label.map { ["label=" + self.label($0)] } ?? [])
      + pairs.map { "\($0.0)=\(quoted($0.1))" }
    return "[" + written.joined(separator: ", ") + "]"
  }
}
