import DeterministicOutput
import Foundation
import StoryboardKit

/// The projects and local packages an `.xcworkspace` names in its `contents.xcworkspacedata`:
/// each `<FileRef>` whose location ends in `.xcodeproj`, or is a folder with a manifest, resolved as Xcode does — `group:` against the
/// enclosing `<Group>`s' folders (themselves relative to the workspace's folder),
/// `container:` against the workspace's folder, `self:` against the folder of the project the
/// workspace lies in, `absolute:` as it is. Only the tags are read, so a file Xcode would
/// refuse still gives what it names; one that cannot be read names nothing.
package enum WorkspaceFile {
  /// The `.xcodeproj` folders the workspace at `path` names that exist, sorted, without
  /// duplicates.
  /// A project named where there is none stands in the one project of its name below the
  /// workspace's folder, if there is exactly one (``missingProjects(of:)``).
  package static func projects(of path: String) -> [String] {
    let read = references(of: path)
    let standIns = missingProjects(of: path, read: read).compactMap(\.standIn)
    return Set(read.found.filter { $0.hasSuffix(".xcodeproj") } + standIns).sortedByBytes()
  }

  /// The folders the workspace at `path` names that hold a `Package.swift`, sorted: the local
  /// packages dragged into the workspace beside its project (openHAB's OpenHABCore), whose
  /// products the project lists with no package reference of its own.
  package static func packages(of path: String) -> [String] {
    references(of: path).found.filter {
      !$0.hasSuffix(".xcodeproj") && FileManager.default.fileExists(atPath: $0 + "/Package.swift")
    }
  }

  /// The folders the workspace at `path` names with a `<FileRef>` that exist (`found`), sorted,
  /// without duplicates, and the `.xcodeproj`s it names that do not (`missing`), as resolved.
  static func references(of path: String) -> (found: [String], missing: [String]) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard
      let data = FileManager.default.contents(
        atPath: trimmed + "/contents.xcworkspacedata"),
      let text = String(data: data, encoding: .utf8)
    else { return ([], []) }
    let folder = PathSpelling.parent(of: trimmed)
    let base = folder.isEmpty ? "." : folder
    var groups: [String] = [base]
    var found = Set<String>()
    var missing = Set<String>()
    for tag in tags(in: text) {
      if tag.hasPrefix("/Group") {
        if groups.count > 1 { groups.removeLast() }
        continue
      }
      let isGroup = tag.hasPrefix("Group")
      guard isGroup || tag.hasPrefix("FileRef"), let location = attribute("location", in: tag)
      else { continue }
      let resolved = resolve(location, group: groups.last ?? base, workspaceFolder: base)
      if isGroup {
        // A self-closing group opens nothing.
        if !tag.hasSuffix("/") { groups.append(resolved ?? groups.last ?? base) }
        continue
      }
      guard let resolved else { continue }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        found.insert(PathSpelling.standardized(resolved, in: nil))
      } else if resolved.hasSuffix(".xcodeproj") {
        missing.insert(PathSpelling.standardized(resolved, in: nil))
      }
    }
    return (found.sortedByBytes(), missing.sortedByBytes())
  }

  /// `location` (`kind:path`) as a path; nil for a kind not known.
  private static func resolve(_ location: String, group: String, workspaceFolder: String)
    -> String?
  {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let rest = String(location[location.index(after: colon)...])
    let join = { (folder: String) in rest.isEmpty ? folder : folder + "/" + rest }
    switch kind {
    case "group": return join(group)
    case "container": return join(workspaceFolder)
    case "absolute": return rest
    case "self":
      // The workspace inside an `.xcodeproj`: its project's folder.
      return join(PathSpelling.parent(of: workspaceFolder))
    default: return nil
    }
  }

  /// The text between each `<` and the next `>`, trimmed.
  private static func tags(in text: String) -> [String] {
    var tags: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: ">") else { break }
      tags.append(rest[after..<close].trimmingCharacters(in: .whitespacesAndNewlines))
      rest = rest[rest.index(after: close)...]
    }
    return tags
  }

  /// The value of `name = "…"` (or `'…'`) in `tag`, XML entities for quotes and ampersands undone.
  private static func attribute(_ name: String, in tag: String) -> String? {
    guard let range = tag.range(of: name) else { return nil }
    let after = tag[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard after.first == "=" else { return nil }
    let value = after.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    // Xcode writes double quotes; other tools (CocoaPods' older ones) single.
    guard let quote = value.first, quote == "\"" || quote == "'",
      let end = value.dropFirst().firstIndex(of: quote)
    else { return nil }
    return unescaped(value[value.index(after: value.startIndex)..<end])
  }

  /// `text` with XML's five entities and its character references undone: Xcode writes a
  /// name's emoji as `&#x1f37a;` (BringMyOwnBeer🍺.xcodeproj). A reference that does not parse
  /// stays as written.
  private static func unescaped(_ text: Substring) -> String {
    let named: [Substring: Character] = [
      "quot": "\"", "apos": "'", "lt": "<", "gt": ">", "amp": "&",
    ]
    var result = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let after = rest.index(after: ampersand)
      guard let semicolon = rest[after...].firstIndex(of: ";") else { break }
      let name = rest[after..<semicolon]
      let scalar =
        name.hasPrefix("#x")
        ? UInt32(name.dropFirst(2), radix: 16)
        : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
      if let character = named[name] ?? scalar.flatMap(Unicode.Scalar.init).map(Character.init) {
        result.append(character)
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result.append("&")
        rest = rest[after...]
      }
    }
    return result + rest
  }
}
