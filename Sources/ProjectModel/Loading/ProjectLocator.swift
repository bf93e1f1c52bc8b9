import DeterministicOutput
import Foundation

/// Finds the `.xcodeproj` a path names: the project itself, its `project.pbxproj`, the one
/// project in a folder, the one project the workspace at the top of a folder names, or the one
/// project one to three folders below a folder that holds none at its top (as a lone `PATH` is
/// read). Several projects where one is needed is an error that
/// lists them.
enum ProjectLocator {
  /// The standardized path of the `.xcodeproj`, a relative `given` taken from
  /// `workingDirectory`, and a note when it was found below the folder `given`.
  static func locate(_ given: String, workingDirectory: String?) throws(ProjectError)
    -> (xcodeproj: String, note: String?)
  {
    let path = PathSpelling.standardized(given, in: workingDirectory)
    if path.hasSuffix("/project.pbxproj") {
      return (String(path.dropLast("/project.pbxproj".count)), nil)
    }
    if path.hasSuffix(".xcodeproj") {
      guard ProjectPaths.isFolder(path) else {
        throw ProjectError(path: given, "There is no Xcode project at '\(given)'.")
      }
      return (path, nil)
    }
    guard ProjectPaths.isFolder(path) else {
      throw ProjectError(
        path: given, "'\(given)' is neither an .xcodeproj nor a folder that holds one.")
    }
    let names = complete(
      ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".xcodeproj") && ProjectPaths.isAppProject(path + "/" + $0) }
        .sorted(),
      in: path)
    switch names.count {
    case 0:
      // The projects a workspace at its top names are what the user most likely meant.
      let workspaces = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".xcworkspace") }.sorted()
      let projects = Set(workspaces.flatMap { WorkspaceFile.projects(of: path + "/" + $0) })
        .filter { !$0.hasSuffix("/Pods.xcodeproj") }.sorted()
      let named = projects.map { project in
        project.hasPrefix(path + "/")
          ? ProjectPaths.join(given, String(project.dropFirst(path.count + 1))) : project
      }
      guard !named.isEmpty else { return try below(given, path: path) }
      if projects.count == 1, ProjectPaths.isFolder(projects[0]) {
        return (
          projects[0],
          "'\(given)' holds no Xcode project at its top; its workspace "
            + workspaces.joined(separator: ", ") + " names one, \(named[0]), which is read."
        )
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
      return (path + "/" + names[0], nil)
    default:
      let listed = names.map { "'\(ProjectPaths.join(given, $0))'" }.joined(separator: ", ")
      throw ProjectError(
        path: given,
        "The folder '\(given)' holds \(names.count) Xcode projects: \(listed); "
          + "name one of them with --project PATH.")
    }
  }

  /// The one project one to three folders below `path` (the folder `given`, which holds none
  /// at its top), with a note that says so; an error when there is none, or several.
  private static func below(_ given: String, path: String) throws(ProjectError)
    -> (xcodeproj: String, note: String?)
  {
    let nested = complete(NestedProjects.find(in: path), in: nil)
    let spelled = nested.map { ProjectPaths.join(given, String($0.dropFirst(path.count + 1))) }
    let shown = { (found: String) in
      found.hasPrefix(path + "/")
        ? ProjectPaths.join(given, String(found.dropFirst(path.count + 1))) : found
    }
    switch nested.count {
    case 0:
      // A checkout that commits XcodeGen's or Tuist's spec, not the project (immuni, Area51).
      let generated =
        ProjectGenerator.spec(inFolder: path).map {
          "; it is generated from \($0.name) (run `\($0.command)`, then run again)"
        }
        ?? (MissingProjectsBelow.clause(in: path, shown: shown)
        ?? GeneratorSpecsBelow.clause(in: path, shown: shown)).map { "; " + $0 }
      throw ProjectError(
        path: given, "The folder '\(given)' holds no .xcodeproj\(generated ?? "").")
    case 1:
      return (
        nested[0],
        "'\(given)' holds no Xcode project at its top, so the one below it is read: "
          + "\(spelled[0])."
      )
    default:
      throw ProjectError(
        path: given,
        "The folder '\(given)' holds no .xcodeproj at its top, and \(nested.count) below it: "
          + spelled.map { "'\($0)'" }.joined(separator: ", ")
          + "; name one of them with --project PATH, or give the folder as PATH to read them "
          + "all.")
    }
  }

  /// The projects of `projects` (under `folder` when given) that hold their project.pbxproj,
  /// or all of them when none does. A project folder without its file is none to choose, as a
  /// lone PATH reads it: one half of a folder a case-sensitive checkout split in two
  /// (telltime's `TellTime/TellTime.xcodeproj` holds a scheme, `telltime/` the project).
  private static func complete(_ projects: [String], in folder: String?) -> [String] {
    let complete = projects.filter {
      FileManager.default.fileExists(
        atPath: (folder.map { $0 + "/" } ?? "") + $0 + "/project.pbxproj")
    }
    return complete.isEmpty ? projects : complete
  }
}
