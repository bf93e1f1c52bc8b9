import DeterministicOutput
import Foundation

/// The git submodules of the checkout that holds a project, as its `.gitmodules` names them: a
/// file a project compiles that lies in a submodule not checked out (its folder empty, as `git
/// clone` without `--recurse-submodules` leaves it) is missing from this checkout only, not from
/// the repository: `git submodule update --init` brings it.
package struct GitSubmodules {
  package init() {}

  /// Each folder's repository root.
  private var roots = GitRoots()
  /// Each root's submodule folders (absolute), read once from its `.gitmodules`.
  private var submodules: [String: [String]] = [:]

  /// The folder, relative to its repository's root, of the submodule not checked out that
  /// holds `path` (absolute, standardized); nil when none does.
  package mutating func uncheckedOut(holding path: String) -> String? {
    guard let root = roots.root(of: PathSpelling.parent(of: path)) else { return nil }
    let folder = folders(of: root).first { path.hasPrefix($0 + "/") }
    guard let folder, Self.isEmpty(folder) else { return nil }
    return String(folder.dropFirst(root.count + 1))
  }

  /// A folder with nothing in it, or none at all: a submodule git has not checked out.
  private static func isEmpty(_ folder: String) -> Bool {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty
  }

  /// The `path = …` lines of the `.gitmodules` at `root`, as absolute folders.
  private mutating func folders(of root: String) -> [String] {
    if let known = submodules[root] { return known }
    let text = (try? String(contentsOfFile: root + "/.gitmodules", encoding: .utf8)) ?? ""
    let found = text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "path" else {
        return nil
      }
      let relative = parts[1].trimmingCharacters(in: .whitespaces)
      return relative.isEmpty ? nil : root + "/" + relative.trimmingCharacters(in: ["/"])
    }
    submodules[root] = found
    return found
  }
}
