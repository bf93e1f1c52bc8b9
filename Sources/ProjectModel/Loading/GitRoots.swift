import DeterministicOutput

/// The repository root of a folder: the nearest folder at or above it that holds `.git`, found
/// once per folder, for what reads a checkout's `.gitignore` and `.gitmodules`.
struct GitRoots {
  private var roots: [String: String?] = [:]

  /// The root of `folder` (absolute, standardized), or nil outside a git checkout.
  mutating func root(of folder: String) -> String? {
    if let known = roots[folder] { return known }
    let found: String? =
      ProjectPaths.exists(folder + "/.git")
      ? folder : (folder == "/" || folder.isEmpty ? nil : root(of: PathSpelling.parent(of: folder)))
    roots[folder] = found
    return found
  }
}
