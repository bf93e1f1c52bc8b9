import Foundation

/// What `segue dump --project PATH --format json` says of an Xcode project's targets: the one
/// reader of that dump for the CI scripts, so that its keys are named in one place.
package struct ProjectDump {
  private let project: String
  private let targets: [[String: Any]]

  /// The dump in the file `path`, or on standard input when `path` is `-`.
  package init(contentsOf path: String) throws(CIFailure) {
    let data =
      path == "-"
      ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
    guard let data,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = object["targets"] as? [[String: Any]]
    else { throw CIFailure("\(path) holds no project dump of `segue dump --project`.") }
    project = object["project"] as? String ?? path
    self.targets = targets
  }

  /// The lines of the target `name`: `module<TAB>MODULE`, then `storyboards<TAB>PATH` and
  /// `sources<TAB>PATH` (its Swift files), then `library<TAB>MODULE=PATH` for the Swift files
  /// of the framework targets it links, each path absolute, resolved against the folder of
  /// `projectPath` (an `.xcodeproj`, or the folder holding one) as the dump's paths are
  /// relative to it. `projectPath` is absolute: segue-ci does not read the working directory.
  package func targetInputs(project projectPath: String, target name: String) throws(CIFailure)
    -> [String]
  {
    let base =
      projectPath.hasSuffix(".xcodeproj")
      ? String(
        projectPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
          .joined(separator: "/")) : projectPath
    guard let target = targets.first(where: { Self.string($0, "name") == name }) else {
      throw CIFailure("the project \(project) has no target \(name)")
    }
    var lines = ["module\t" + Self.string(target, "module")]
    for kind in ["storyboards", "sources"] {
      for path in Self.strings(target, kind) where kind == "storyboards" || path.hasSuffix(".swift")
      {
        lines.append(kind + "\t" + Self.joined(base, path))
      }
    }
    let own = Set(Self.strings(target, "sources"))
    // The targets whose classes it may name, as segue reads them (`linkedTargets`).
    let byName = Dictionary(targets.map { (Self.string($0, "name"), $0) }) { first, _ in first }
    for library in Self.strings(target, "linkedTargets").compactMap({ byName[$0] }) {
      for path in Self.strings(library, "sources")
      where path.hasSuffix(".swift") && !own.contains(path) {
        lines.append("library\t" + Self.string(library, "module") + "=" + Self.joined(base, path))
      }
    }
    return lines
  }

  /// The names of the targets for `platform` (`iOS`, `macOS`…) that hold storyboards, in the
  /// project's order.
  package func targetsWithStoryboards(platform: String) -> [String] {
    targets.filter {
      Self.string($0, "platform") == platform && !Self.strings($0, "storyboards").isEmpty
    }
    .map { Self.string($0, "name") }
  }

  private static func string(_ object: [String: Any], _ key: String) -> String {
    object[key] as? String ?? ""
  }

  private static func strings(_ object: [String: Any], _ key: String) -> [String] {
    object[key] as? [String] ?? []
  }

  private static func joined(_ base: String, _ path: String) -> String {
    path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
  }
}
