/// Quoting for Graphviz DOT: every id and label is written as a double-quoted string, so no
/// storyboard text can end a statement or add attributes.
enum DOTText: LabelQuoting {
  /// DOT's line break inside a label, which centres each line.
  static let lineBreak = "\\n"

  /// `"` and `\` are escaped (so Graphviz's `\N`-style escapes cannot fire) and `&` becomes
  /// `&amp;` (Graphviz reads entities in labels).
  static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "&": "&amp;"
    default: nil
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
