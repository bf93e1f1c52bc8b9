import DeterministicOutput
import Foundation

/// Finds the `.xcodeproj` a path names: the project itself, its `project.pbxproj`, or the one
/// project in a folder. Several projects in one folder is an error that lists them.
enum ProjectLocator {
  /// The standardized path of the `.xcodeproj`, a relative `given` taken from
  /// `workingDirectory`.
  static func locate(_ given: String, workingDirectory: String?) throws(ProjectError) -> String {
    let path = PathSpelling.standardized(given, in: workingDirectory)
    if path.hasSuffix("/project.pbxproj") {
      return String(path.dropLast("/project.pbxproj".count))
    }
    if path.hasSuffix(".xcodeproj") {
      guard ProjectPaths.isFolder(path) else {
        throw ProjectError(path: given, "There is no Xcode project at '\(given)'.")
      }
      return path
    }
    guard ProjectPaths.isFolder(path) else {
      throw ProjectError(
        path: given, "'\(given)' is neither an .xcodeproj nor a folder that holds one.")
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }.sorted()
    switch names.count {
    case 0:
      // The projects a workspace at its top names are what the user most likely meant.
      let workspaces = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".xcworkspace") }.sorted()
      let named = Set(workspaces.flatMap { WorkspaceFile.projects(of: path + "/" + $0) })
        .filter { !$0.hasSuffix("/Pods.xcodeproj") }
        .map { project in
          project.hasPrefix(path + "/")
            ? ProjectPaths.join(given, String(project.dropFirst(path.count + 1))) : project
        }
        .sorted()
      guard !named.isEmpty else {
        throw ProjectError(path: given, "The folder '\(given)' holds no .xcodeproj.")
      }
      throw ProjectError(
        path: given,
        "The folder '\(given)' holds no .xcodeproj; "
          + (workspaces.count == 1 ? "its workspace " : "its workspaces ")
          + workspaces.joined(separator: ", ") + (workspaces.count == 1 ? " names " : " name ")
          + named.map { "'\($0)'" }.joined(separator: ", ")
          + ": name one of them with --project PATH, or give the folder as PATH to read them "
          + "all.")
    case 1:
      return path + "/" + names[0]
    default:
      let listed = names.map { "'\(ProjectPaths.join(given, $0))'" }.joined(separator: ", ")
      throw ProjectError(
        path: given,
        "The folder '\(given)' holds \(names.count) Xcode projects: \(listed); "
          + "name one of them with --project PATH.")
    }
  }
}
