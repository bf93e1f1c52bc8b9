import DeterministicOutput
import Foundation

/// The workspaces above a project's folder that name it, and the other projects they name. A
/// workspace often sits at the checkout's top beside one folder per project (Giraffe's
/// Giraffe.xcworkspace naming Giraffe-iOS/Giraffe-iOS.xcodeproj and
/// GiraffeKit/GiraffeKit.xcodeproj): a product of the products folder that one project links is built by another of them, which
/// the folder of the linking project alone does not show.
enum EnclosingWorkspaces {
  /// The projects named by every workspace in a folder above `path` that names `project`,
  /// looked for up to the checkout's top (the folder holding `.git`) or the file system's root.
  /// A workspace that does not name the project is another app's, and says nothing of it.
  static func projects(naming project: String, above path: String) -> Set<String> {
    var found: Set<String> = []
    var current = PathSpelling.parent(of: path)
    while !current.isEmpty, current != "." {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      for name in names where name.hasSuffix(".xcworkspace") {
        let named = WorkspaceFile.projects(of: current + "/" + name).map {
          PathSpelling.standardized($0, in: nil)
        }
        if named.contains(project) { found.formUnion(named) }
      }
      if ProjectPaths.exists(current + "/.git") || current == "/" { break }
      current = PathSpelling.parent(of: current)
    }
    return found
  }
}
