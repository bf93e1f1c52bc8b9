import SegueCommandLine

/// Replaces `$(NAME)` and `${NAME}` in a file-list line with the build setting's value from
/// the environment, as Xcode does when it resolves a list.
package enum BuildSettingExpansion {
  /// `entry`, line `line` of `list` starting after `indent` characters, with every setting
  /// replaced; throws, locating it, when a setting is unset or a reference is not closed.
  static func expand(
    _ entry: String, environment: [String: String], list: String, line: Int, indent: Int
  ) throws(ScriptPhaseError) -> String {
    var result = ""
    var rest = Substring(entry)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let column = indent + entry.distance(from: entry.startIndex, to: dollar) + 1
      let opening = rest.index(after: dollar)
      guard opening < rest.endIndex, rest[opening] == "(" || rest[opening] == "{" else {
        result.append("$")
        rest = rest[opening...]
        continue
      }
      let closing: Character = rest[opening] == "(" ? ")" : "}"
      let nameStart = rest.index(after: opening)
      guard let end = rest[nameStart...].firstIndex(of: closing) else {
        throw .unclosedSetting(list: list, line: line, column: column)
      }
      let name = String(rest[nameStart..<end])
      guard let value = environment[name] else {
        throw .unsetSetting(name, list: list, line: line, column: column)
      }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
