import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

extension InputResolver {
  /// The `.xcodeproj`s a lone `PATH` stands for, sorted: itself when it is one; else those
  /// the `.xcworkspace`s it is or holds at its top name (Pods left out); else, when its
  /// Podfile names other projects, those at its top and those (the workspace `pod install`
  /// writes); else those at its top; else those one to three folders below it. A note says where more than one, or one found
  /// below, came from; empty when there is none (the folder is read as plain files).
  mutating func projectPaths(in path: String) -> [String] {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    if trimmed.hasSuffix(".xcodeproj") { return [trimmed] }
    return foundProjectPaths(in: path).filter { hasProjectFile($0) }
  }

  /// The `.xcodeproj`s `path` stands for, read as the lone `PATH` (``projectPaths(in:)``),
  /// without what reading them would say: what a command that takes one project asks first.
  package static func projectPaths(in path: String, workingDirectory: String?) -> [String] {
    var resolver = InputResolver(InputRequest(paths: [path], workingDirectory: workingDirectory))
    return resolver.projectPaths(in: path)
  }

  /// Whether the `.xcodeproj` holds its `project.pbxproj`; if not, a warning says so once, or
  /// a note with how to make it (a project that XcodeGen or Tuist generates is not committed).
  mutating func hasProjectFile(_ project: String) -> Bool {
    guard !FileManager.default.fileExists(atPath: project + "/project.pbxproj") else {
      return true
    }
    let folder = PathSpelling.parent(of: project)
    let generator = ProjectGenerator.spec(inFolder: folder)
    namedProjectWithoutFile = true
    // telltime's `TellTime/TellTime.xcodeproj` holds a scheme only, and `telltime/…` the
    // project: one folder on a Mac's case-insensitive disk, two in a Linux checkout.
    var cases = CaseInsensitivePaths(root: PathSpelling.parent(of: folder))
    if generator == nil, let other = cases.onDisk(project + "/project.pbxproj") {
      report(
        .note,
        "'\(project)' holds no project.pbxproj, but '\(PathSpelling.parent(of: other))', whose path "
          + "differs from it in case only, does: on a Mac's case-insensitive disk they are one "
          + "folder, and that project is read.")
      return false
    }
    // Only what Xcode keeps beside a project file: the repository holds no project here, and
    // nothing the user checks out will change that (iOSX-App's deleted `SECH Browser.xcodeproj`).
    if generator == nil, let kept = XcodeKeptData.only(in: project) {
      report(
        .note,
        "'\((project as NSString).lastPathComponent)' holds only what Xcode keeps beside a "
          + "project (\(kept.joined(separator: ", "))), not its project.pbxproj, which the "
          + "repository does not hold (deleted, or kept out of git): it has no targets to read, "
          + "and the files are read without it.")
      return false
    }
    // A generated project is one the checkout is not meant to hold, as a missing Pods folder
    // is: a note (ReadingList's .gitignore keeps all of `ReadingList.xcodeproj` out but its
    // workspace). A project folder missing its file otherwise is a checkout gone wrong.
    report(
      generator == nil ? .warning : .note,
      "'\((project as NSString).lastPathComponent)' holds no project.pbxproj, so its targets "
        + "cannot be read; "
        + (generator.map {
          "it is generated from \($0.name) (run `\($0.command)`): generate it, then run again"
        } ?? "check it out whole")
        + ". Meanwhile the files are read without it.")
    return false
  }

  /// When the lone `PATH` stands for no project but holds the spec a generator makes one from
  /// (immuni-app-ios commits XcodeGen's project.yml, no `.xcodeproj`), a note says that its
  /// targets are not read and how to make the project; a project without its project file
  /// was named already.
  mutating func noteGeneratedProject(in path: String) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard !namedProjectWithoutFile else { return }
    guard let generator = ProjectGenerator.spec(inFolder: trimmed) else {
      noteWorkspacesBelowNamingMissingProjects(in: path)
      return
    }
    report(
      .note,
      "'\(path)' holds no Xcode project; it is generated from \(generator.name) (run "
        + "`\(generator.command)`, then run again): until then the storyboards are read as "
        + "plain files, without their targets' platforms, modules and Info.plists.")
  }

  private mutating func foundProjectPaths(in path: String) -> [String] {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [] }
    if trimmed.hasSuffix(".xcodeproj") { return [trimmed] }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? [])
      .sortedByBytes()
    let workspaces =
      trimmed.hasSuffix(".xcworkspace")
      ? [trimmed] : names.filter { $0.hasSuffix(".xcworkspace") }.map { trimmed + "/" + $0 }
    let named = Set(workspaces.flatMap(WorkspaceFile.projects(of:)))
      .filter { !Self.isPods($0) }.sortedByBytes()
    if !named.isEmpty {
      let spelled = workspaces.map { ($0 as NSString).lastPathComponent }
      let read = capped(
        named, in: path,
        source: "the workspace " + spelled.joined(separator: ", ") + " names")
      noteMissingProjects(of: workspaces, in: path)
      return read
    }
    noteMissingProjects(of: workspaces, in: path)
    let top = names.filter { $0.hasSuffix(".xcodeproj") }.map { trimmed + "/" + $0 }
      .filter(ProjectPaths.isAppProject)
    // Before `pod install` the Podfile says what the workspace will hold: the project beside
    // it, which its targets without a `project` line use, and those it names.
    let podfileNamed = PodfileWorkspace.projects(inFolder: trimmed)
    if !podfileNamed.isEmpty {
      let seen = Set(top.map(absolute))
      let workspace = top + podfileNamed.filter { !seen.contains(absolute($0)) }
      if workspace.count > 1 {
        return capped(
          workspace, in: path,
          source: "the workspace that `pod install` writes from its Podfile names")
      }
    }
    if top.count == 1 { return top }
    if top.count > 1 {
      return capped(top, in: path, source: "it holds")
    }
    // A repository often keeps its app's project a folder or two down (App/App.xcodeproj).
    let nested = NestedProjects.find(in: trimmed)
    if nested.count == 1 {
      report(
        .note,
        "'\(path)' holds no Xcode project at its top, so the one below it is read: "
          + "\(nested[0]).")
      return nested
    }
    return capped(nested, in: path, source: "it holds below its top")
  }

  /// The most projects one `PATH` reads, so that a monorepo of samples stays quick.
  static let projectLimit = 40

  /// `projects` (found as `source` says), the first ``projectLimit`` of them, after one note
  /// naming those read, and the limit when it was reached.
  mutating func capped(_ projects: [String], in path: String, source: String)
    -> [String]
  {
    guard projects.count > 1 else { return projects }
    let read = Array(projects.prefix(Self.projectLimit))
    let base = folder(of: path) + "/"
    let shown = read.map { project in
      let spelled = absolute(project)
      return spelled.hasPrefix(base) ? String(spelled.dropFirst(base.count)) : project
    }
    var message =
      "'\(path)': \(source) \(projects.count) Xcode projects, so each is read, each target "
      + "judged on its own: " + shown.joined(separator: ", ") + "."
    if projects.count > read.count {
      message +=
        " Only the first \(Self.projectLimit) are read; choose others with --project PATH."
    }
    report(.note, message)
    return read
  }

  /// The `Pods.xcodeproj`s the workspaces that `path` is or holds name: their targets are
  /// libraries the workspace's apps link, never apps to judge.
  static func podsProjects(in path: String) -> [String] {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
    let workspaces =
      trimmed.hasSuffix(".xcworkspace")
      ? [trimmed] : names.filter { $0.hasSuffix(".xcworkspace") }.map { trimmed + "/" + $0 }
    return Set(workspaces.flatMap(WorkspaceFile.projects(of:))).filter(isPods)
      .sortedByBytes()
  }

  /// Whether `project` is CocoaPods' `Pods.xcodeproj`: libraries, never the app.
  private static func isPods(_ project: String) -> Bool {
    (project as NSString).lastPathComponent == "Pods.xcodeproj"
  }
}
