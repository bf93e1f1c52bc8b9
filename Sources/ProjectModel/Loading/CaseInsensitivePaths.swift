/// The paths on disk that paths which do not exist name on a case-insensitive file system
/// (macOS's default, on which Xcode reads a project): each missing component matched to the
/// entries of its folder that differ from it in case only. Folders resolved and listed are
/// kept for the next path, since a target may miss hundreds of files of one folder.
package struct CaseInsensitivePaths {
  /// Each folder looked up, by its path as written: its spellings on disk. A checkout made on a
  /// case-sensitive file system may hold two (Ello's `Sources/Model` and `Sources/model`),
  /// which are one folder on macOS, so a file is looked for in each.
  private var folders: [String: [String]] = [:]
  /// The names of each folder listed, by their lowercased spelling; the folder keyed by its
  /// bytes, since Swift's `String` equality joins canonically equivalent spellings, which Linux
  /// keeps apart (Communiqué's checkout holds the folder precomposed and decomposed: two
  /// listings). The names are grouped by that equality, as macOS's file system compares them.
  private var listings: [[UInt8]: [String: [String]]] = [:]
  /// The folder below which other spellings of a folder that exists are looked for: the
  /// project's; the folders above it are taken as they are, unlisted.
  private let root: String

  package init(root: String) {
    self.root = root
  }

  /// The path on disk that `path`, which does not exist, names; nil when a component matches
  /// no entry of its folder, or the file more than one.
  package mutating func onDisk(_ path: String) -> String? {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    let name = path[path.index(after: slash)...]
    let matches = spellings(of: String(path[..<slash])).flatMap { entries(name, in: $0) }
    return matches.count == 1 ? matches[0] : nil
  }

  /// The folders on disk that `path` names, in every spelling that differs from it in case
  /// only; none when no component matches.
  private mutating func spellings(of path: String) -> [String] {
    if let known = folders[path] { return known }
    let found: [String]
    if path.hasPrefix(root + "/") || !ProjectPaths.exists(path),
      let slash = path.lastIndex(of: "/"), slash != path.startIndex
    {
      let name = path[path.index(after: slash)...]
      found = spellings(of: String(path[..<slash]))
        .flatMap { entries(name, in: $0) }
        .filter(ProjectPaths.isFolder)
    } else {
      found = ProjectPaths.exists(path) ? [path] : []
    }
    folders[path] = found
    return found
  }

  /// `folder` joined to each of its entries that is `name` but for case.
  private mutating func entries(_ name: Substring, in folder: String) -> [String] {
    let key = Array(folder.utf8)
    let names =
      listings[key]
      ?? Dictionary(
        grouping: ((try? FolderEntries.read(folder, followingLinks: true)) ?? []).map(\.name),
        by: { $0.lowercased() })
    listings[key] = names
    return (names[name.lowercased()] ?? []).map { folder + "/" + $0 }
  }
}
