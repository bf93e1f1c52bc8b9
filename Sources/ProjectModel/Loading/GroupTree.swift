import DeterministicOutput

/// Resolves the path of a file reference or group through the group tree: `<group>` paths are
/// relative to the parent group's folder, `SOURCE_ROOT` to the project's folder, `<absolute>`
/// as written; paths in the build products or the SDK are not files of the project.
struct GroupTree {
  private let document: PBXDocument
  private let sourceRoot: String
  /// The group (or variant group) that lists each object among its children.
  private var parents: [String: String] = [:]
  private var resolved: [String: String?] = [:]

  init(document: PBXDocument, sourceRoot: String) {
    self.document = document
    self.sourceRoot = sourceRoot
    for (id, object) in document.objects {
      guard let children = object["children"] as? [String] else { continue }
      for child in children { parents[child] = id }
    }
  }

  /// The full path of object `id`, or nil when it lies outside the project's files (build
  /// products, SDK, developer folder) or is not in the tree.
  mutating func path(of id: String) -> String? {
    if let known = resolved[id] { return known }
    // A malformed file can list a group among its own descendants; while a group is being
    // resolved it has no path, so the cycle ends instead of recursing without end.
    resolved[id] = .some(nil)
    let result = compute(id)
    resolved[id] = result
    return result
  }

  private mutating func compute(_ id: String) -> String? {
    guard let object = document.object(id) else { return nil }
    let path = object["path"] as? String ?? ""
    switch object["sourceTree"] as? String ?? "<group>" {
    case "<group>":
      guard let parent = parents[id] else {
        // The main group (no parent) is the project's folder.
        return ProjectPaths.join(sourceRoot, path)
      }
      guard let folder = self.path(of: parent) else { return nil }
      return ProjectPaths.join(folder, path)
    case "SOURCE_ROOT":
      return ProjectPaths.join(sourceRoot, path)
    case "<absolute>":
      return path.isEmpty ? nil : PathSpelling.standardized(path, in: sourceRoot)
    default:
      // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR and other variables: not source files.
      return nil
    }
  }

  /// The name a file or group shows: its `name`, else the last part of its `path`.
  func displayName(of id: String) -> String {
    if let name = document.string(id, "name") { return name }
    let path = document.string(id, "path") ?? ""
    return path.split(separator: "/").last.map(String.init) ?? path
  }
}
