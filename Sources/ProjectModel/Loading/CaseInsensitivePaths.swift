/// The paths on disk that paths which do not exist name on a case-insensitive file system
/// (macOS's default, on which Xcode reads a project): each missing component matched to the
/// one entry of its folder that differs from it in case only. Folders resolved and listed are
/// kept for the next path, since a target may miss hundreds of files of one folder.
struct CaseInsensitivePaths {
  /// Each folder looked up, by its path as written: its path on disk, or nil when none.
  private var folders: [String: String?] = [:]
  /// The names of each folder listed, by their lowercased spelling.
  private var listings: [String: [String: [String]]] = [:]

  /// The path on disk that `path`, which does not exist, names; nil when a component matches
  /// no entry of its folder, or more than one.
  mutating func onDisk(_ path: String) -> String? {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    guard let folder = folder(String(path[..<slash])) else { return nil }
    return entry(path[path.index(after: slash)...], in: folder)
  }

  /// The folder on disk that `path` names: itself when it exists.
  private mutating func folder(_ path: String) -> String? {
    if let known = folders[path] { return known }
    let found = ProjectPaths.exists(path) ? path : onDisk(path)
    folders[path] = found
    return found
  }

  /// `folder` joined to its one entry that is `name` but for case.
  private mutating func entry(_ name: Substring, in folder: String) -> String? {
    let names =
      listings[folder]
      ?? Dictionary(
        grouping: ((try? FolderEntries.read(folder, followingLinks: true)) ?? []).map(\.name),
        by: { $0.lowercased() })
    listings[folder] = names
    guard let matches = names[name.lowercased()], matches.count == 1 else { return nil }
    return folder + "/" + matches[0]
  }
}
