import DeterministicOutput
import StoryboardKit

/// Escaping for the HTML map: text and attribute values, and JSON placed inside a `<script>`.
enum HTMLText {
  /// `text` safe in HTML text and in double- or single-quoted attribute values.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// JSON that can sit inside `<script type="application/json">`: `<`, `>` and `&` become
  /// `\u003c`, `\u003e` and `\u0026` (they occur only inside JSON strings, where the escapes
  /// mean the same), so no string can close the element or open a comment; U+2028 and U+2029
  /// are already escaped by ``JSONValue``.
  static func scriptJSON(_ value: JSONValue) -> String {
    var result = ""
    for character in value.rendered(pretty: false).unicodeScalars {
      switch character {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
