import DeterministicOutput
import Foundation

extension WorkspaceFile {
  /// A project a workspace names where there is none (Xcode lists it in red and builds
  /// nothing of it), with the projects of its file name below the workspace's folder: a
  /// workspace whose group names a folder renamed since (SwiftCommunity's
  /// `container:_SwiftCommunity`) still names each project by its own folder and name.
  package struct MissingProject: Sendable, Equatable {
    /// Where the workspace names it, resolved as Xcode resolves it.
    package var named: String
    /// The `.xcodeproj`s of the same name at the top of the workspace's folder or one to
    /// three folders below, sorted, that the workspace does not name elsewhere.
    package var candidates: [String]

    /// The project read in its place: the only candidate, if there is exactly one.
    package var standIn: String? { candidates.count == 1 ? candidates[0] : nil }
  }

  /// The projects the workspace at `path` names that are not there, sorted by where it names
  /// them.
  package static func missingProjects(of path: String) -> [MissingProject] {
    missingProjects(of: path, read: references(of: path))
  }

  /// ``missingProjects(of:)`` from the workspace's references, already read.
  static func missingProjects(
    of path: String, read: (found: [String], missing: [String])
  ) -> [MissingProject] {
    guard !read.missing.isEmpty else { return [] }
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    let folder = PathSpelling.parent(of: trimmed)
    let base = folder.isEmpty ? "." : folder
    let top = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }.map { base + "/" + $0 }
    let named = Set(read.found)
    let below = (top + NestedProjects.find(in: base))
      .map { PathSpelling.standardized($0, in: nil) }
      .filter { !named.contains($0) }
    return read.missing.map { project in
      let name = (project as NSString).lastPathComponent
      return MissingProject(
        named: project,
        candidates: below.filter { ($0 as NSString).lastPathComponent == name }.sortedByBytes())
    }
  }
}
