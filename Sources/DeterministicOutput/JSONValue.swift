/// A JSON value with ordered object keys, written by hand so that output is byte-identical
/// across runs (Foundation's encoder orders keys only alphabetically and escapes `/`).
package indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  /// Keys in the order given.
  case object([(String, JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(rendered())
  }

  /// A string, or null when `value` is nil.
  package static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// The JSON text, indented by two spaces per level when `pretty`.
  package func rendered(pretty: Bool = true) -> String {
    var output = ""
    write(to: &output, indent: pretty ? 0 : nil)
    return output
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let items):
      writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent)
    case .object(let members):
      writeContainer(
        members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &output, indent: indent)
    }
  }

  private func writeContainer(
    _ members: [(String?, JSONValue)], open: String, close: String, to output: inout String,
    indent: Int?
  ) {
    output += open
    guard !members.isEmpty else {
      output += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, (key, value)) in members.enumerated() {
      if index > 0 { output += "," }
      if let inner { output += "\n" + String(repeating: " ", count: inner) }
      if let key {
        JSONValue.writeString(key, to: &output)
        output += indent == nil ? ":" : ": "
      }
      value.write(to: &output, indent: inner)
    }
    if let indent { output += "\n" + String(repeating: " ", count: indent) }
    output += close
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    ScalarEscaping.append(value, to: &output) { scalar in
      switch scalar {
      case "\u{2028}": "\\u2028"
      case "\u{2029}": "\\u2029"
      case _ where scalar.value < 0x20:
        ScalarEscaping.backslashEscape(scalar)
          ?? "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: ScalarEscaping.backslashEscape(scalar)
      }
    }
    output += "\""
  }
}
