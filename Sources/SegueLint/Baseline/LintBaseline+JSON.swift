import DeterministicOutput
import StoryboardKit

extension LintBaseline {
  /// The baseline file's format version.
  package static let version = 1

  /// The file's text: `{"version": 1, "findings": [{"rule", "file", and one of "object",
  /// "line" or "message"}]}`, sorted, one member per line.
  package var json: String {
    let items = entries.map { entry in
      JSONValue.object([
        ("rule", .string(entry.rule)), ("file", .string(entry.file)),
        (entry.anchor.rawValue, .string(entry.value)),
      ])
    }
    return JSONValue.object([("version", .int(Self.version)), ("findings", .array(items))])
      .rendered() + "\n"
  }

  /// Reads a baseline file's bytes; `path` names it in errors.
  package static func parse(bytes: [UInt8], path: String) throws(BaselineError) -> LintBaseline {
    var reader = JSONReader(bytes)
    let root: LocatedJSON
    do {
      root = try reader.read()
    } catch {
      throw BaselineError(
        path: path, location: error.location, message: "Malformed JSON: \(error.message)")
    }
    guard case .object(let members, _) = root,
      let findings = members.first(where: { $0.key == "findings" })?.value,
      case .array(let items, _) = findings
    else {
      throw BaselineError(
        path: path, location: root.location,
        message: "A baseline must be an object with a 'findings' array, as "
          + "'segue lint --write-baseline' writes it.")
    }
    if let version = members.first(where: { $0.key == "version" })?.value,
      version != .number(String(Self.version), version.location)
    {
      throw BaselineError(
        path: path, location: version.location,
        message: "This baseline has another format version; this segue reads version "
          + "\(Self.version). Write it again with 'segue lint --write-baseline'.")
    }
    var entries: [BaselineEntry] = []
    for item in items {
      entries.append(try entry(item, path: path))
    }
    return LintBaseline(entries: entries)
  }

  private static func entry(_ item: LocatedJSON, path: String) throws(BaselineError)
    -> BaselineEntry
  {
    var strings: [String: String] = [:]
    if case .object(let members, _) = item {
      for member in members {
        if case .string(let text, _) = member.value { strings[member.key] = text }
      }
    }
    let anchors = BaselineEntry.Anchor.allCases.filter { strings[$0.rawValue] != nil }
    guard let rule = strings["rule"], let file = strings["file"], anchors.count == 1 else {
      throw BaselineError(
        path: path, location: item.location,
        message: "Each finding of a baseline must be an object with the strings 'rule', "
          + "'file' and one of 'object', 'line' or 'message'.")
    }
    return BaselineEntry(
      rule: rule, file: file, anchor: anchors[0], value: strings[anchors[0].rawValue] ?? "")
  }
}
