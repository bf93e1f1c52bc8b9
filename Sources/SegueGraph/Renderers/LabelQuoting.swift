import DeterministicOutput

/// How a graph language writes text as a double-quoted string, so that no storyboard text can
/// end the string or add syntax: the characters the language reads are escaped its way, line
/// breaks, line separators and other control characters become spaces, and the lines of a
/// label are joined with the language's line break. DOT and Mermaid differ only in the escapes
/// and the line break.
protocol LabelQuoting {
  /// What joins the lines of one label.
  static var lineBreak: String { get }

  /// How `scalar` is written inside a quoted string, or nil when it stands as it is (a control
  /// character or line separator then becomes a space).
  static func escape(_ scalar: Unicode.Scalar) -> String?
}

extension LabelQuoting {
  /// `text` as a quoted string, shown exactly as written.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// Several lines as one quoted label, joined with ``lineBreak``.
  static func label(_ lines: [String]) -> String {
    "\"" + lines.map(escaped).joined(separator: lineBreak) + "\""
  }

  private static func escaped(_ text: String) -> String {
    ScalarEscaping.escaped(text) { scalar in
      escape(scalar) ?? (ScalarEscaping.isControlOrSeparator(scalar) ? " " : nil)
    }
  }
}
