import DeterministicOutput
import StoryboardKit

/// Escaping for the HTML map: text and attribute values, and JSON placed inside a `<script>`.
enum HTMLText {
  /// `text` safe in HTML text and in double- or single-quoted attribute values.
  static func escaped(_ text: String) -> String {
    ScalarEscaping.escaped(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  /// JSON that can sit inside `<script type="application/json">`: `<`, `>` and `&` become
  /// `\u003c`, `\u003e` and `\u0026` (they occur only inside JSON strings, where the escapes
  /// mean the same), so no string can close the element or open a comment; U+2028 and U+2029
  /// are already escaped by ``JSONValue``.
  static func scriptJSON(_ value: JSONValue) -> String {
    ScalarEscaping.escaped(value.rendered(pretty: false)) { scalar in
      switch scalar {
      case "<": "\\u003c"
      case ">": "\\u003e"
      case "&": "\\u0026"
      case "\u{2028}": "\\u2028"
      case "\u{2029}": "\\u2029"
      default: nil
      }
    }
  }
}
