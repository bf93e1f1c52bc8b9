import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

/// The one place the commands that read an app turn their ``InputOptions`` into the targets
/// to judge. With an Xcode project (`--project`, or a single `PATH` that is an `.xcodeproj`, a
/// folder holding one, or a workspace's or several projects, ``projectPaths(in:console:)``),
/// each app, framework or app-extension target that holds storyboards is a target of its own
/// (`--target` chooses); without one, the `PATH`s
/// and `--sources` are one app whose launch storyboard an Info.plist among the inputs names,
/// and whose sources are the Swift and Objective-C files under its folder `PATH`s (unless
/// `--no-sources`) and `--sources`.
package struct InputResolution {
  /// The project read, if any.
  package var project: Project?
  /// The targets to judge, in the project's order; one, unnamed, without a project.
  package var targets: [InputTarget]
  /// The path problems printed: warnings, or errors under strictness (`--strict`, `CI=true`).
  var pathProblems: [Diagnostic] = []

  /// The failure the path problems are when strictness made them errors; nil otherwise.
  package var pathFailure: Failure? {
    let errors = pathProblems.filter { $0.severity == .error }
    return errors.isEmpty ? nil : Failure(diagnostics: errors)
  }

  /// Every storyboard of every target, sorted, without duplicates.
  package var storyboards: [String] {
    // One target's list, as the folder walk gives it, is sorted already: not sorted again.
    if targets.count == 1, Self.isSortedWithoutDuplicates(targets[0].storyboards) {
      return targets[0].storyboards
    }
    return Set(targets.flatMap(\.storyboards)).sorted(by: ByteOrder.precedes)
  }

  /// Whether each of `paths` comes strictly before the next in byte order.
  private static func isSortedWithoutDuplicates(_ paths: [String]) -> Bool {
    zip(paths, paths.dropFirst()).allSatisfy { ByteOrder.precedes($0, $1) }
  }

  /// What went wrong: the diagnostics that say why, emitted already (the console's engine
  /// chooses the exit status from them).
  package struct Failure: Error {
    var diagnostics: [Diagnostic]

    /// Emits `diagnostic`, the reason.
    static func printing(_ diagnostic: Diagnostic, to console: Console) -> Failure {
      console.diagnostics.emit(diagnostic)
      return Failure(diagnostics: [diagnostic])
    }
  }

  /// Resolves `options`, printing what it read and every problem on `console`; `strict` is
  /// lint's `--strict`.
  package static func resolve(_ options: InputOptions, console: Console, strict: Bool = false)
    throws(Failure) -> InputResolution
  {
    if let given = options.project {
      return try fromProject(
        at: given, options: options, console: console, announced: false, strict: strict)
    }
    if options.paths.count == 1 {
      let found = projectPaths(in: options.paths[0], console: console)
      let linked = found.isEmpty ? [] : podsProjects(in: options.paths[0])
      if found.count == 1, linked.isEmpty {
        return try fromProject(
          at: found[0], options: options, console: console, announced: true, strict: strict)
      }
      if !found.isEmpty {
        return try fromProjects(
          at: found, linking: linked, options: options, console: console, strict: strict)
      }
    }
    if !options.targets.isEmpty {
      throw Failure.printing(
        UsageError(
          "--target selects targets of an Xcode project; give --project PATH, or a PATH "
            + "that is an .xcodeproj or a folder holding one."
        ).diagnostic, to: console)
    }
    return try plain(options, console: console, strict: strict)
  }

  /// The `.xcodeproj`s a lone `PATH` stands for, sorted: itself when it is one; else those
  /// the `.xcworkspace`s it is or holds at its top name (Pods left out); else those at its top;
  /// else those one to three folders below it. A note says where more than one, or one found
  /// below, came from; empty when there is none (the folder is read as plain files).
  static func projectPaths(in path: String, console: Console) -> [String] {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [] }
    if trimmed.hasSuffix(".xcodeproj") { return [trimmed] }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? [])
      .sorted(by: ByteOrder.precedes)
    let workspaces =
      trimmed.hasSuffix(".xcworkspace")
      ? [trimmed] : names.filter { $0.hasSuffix(".xcworkspace") }.map { trimmed + "/" + $0 }
    let named = Set(workspaces.flatMap(WorkspaceFile.projects(of:)))
      .filter { !isPods($0) }.sorted(by: ByteOrder.precedes)
    if !named.isEmpty {
      let spelled = workspaces.map { ($0 as NSString).lastPathComponent }
      return capped(
        named, in: path, console: console,
        source: "the workspace " + spelled.joined(separator: ", ") + " names")
    }
    let top = names.filter { $0.hasSuffix(".xcodeproj") }.map { trimmed + "/" + $0 }
    if top.count == 1 { return top }
    if top.count > 1 {
      return capped(top, in: path, console: console, source: "it holds")
    }
    // A repository often keeps its app's project a folder or two down (App/App.xcodeproj).
    let nested = nestedProjects(in: trimmed)
    if nested.count == 1 {
      console.report(
        .note,
        "'\(path)' holds no Xcode project at its top, so the one below it is read: "
          + "\(nested[0]).")
      return nested
    }
    return capped(nested, in: path, console: console, source: "it holds below its top")
  }

  /// The most projects one `PATH` reads, so that a monorepo of samples stays quick.
  static let projectLimit = 40

  /// `projects` (found as `source` says), the first ``projectLimit`` of them, after one note
  /// naming those read, and the limit when it was reached.
  private static func capped(
    _ projects: [String], in path: String, console: Console, source: String
  ) -> [String] {
    guard projects.count > 1 else { return projects }
    let read = Array(projects.prefix(projectLimit))
    let base = folder(of: path, console) + "/"
    let shown = read.map { project in
      let absolute = PathSpelling.absolute(project, in: console.workingDirectory)
      return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : project
    }
    var message =
      "'\(path)': \(source) \(projects.count) Xcode projects, so each is read, each target "
      + "judged on its own: " + shown.joined(separator: ", ") + "."
    if projects.count > read.count {
      message +=
        " Only the first \(projectLimit) are read; choose others with --project PATH."
    }
    console.report(.note, message)
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
      .sorted(by: ByteOrder.precedes)
  }

  /// Whether `project` is CocoaPods' `Pods.xcodeproj`: libraries, never the app.
  private static func isPods(_ project: String) -> Bool {
    (project as NSString).lastPathComponent == "Pods.xcodeproj"
  }

  /// The storyboards and sources the command line names, as one app.
  static func plain(_ options: InputOptions, console: Console, strict: Bool)
    throws(Failure) -> InputResolution
  {
    let found: StoryboardInputs.Found
    do {
      found = try StoryboardInputs.find(options.paths)
    } catch {
      throw Failure.printing(error.diagnostic, to: console)
    }
    let files = found.files
    let strictness = PathStrictness(flag: strict, environment: console.environment)
    let pathProblems = strictness.report(found.problems, to: console)
    let (names, screens, warnings) = InfoPlistSearch.entryPoints(of: found.infoPlists)
    console.diagnostics.emit(warnings)
    // A folder is read as a target reads its own files: its code says what its classes are.
    let folders = options.readsFolderSources ? found.sourceFolders : []
    var target = InputTarget(
      storyboards: files, sources: folders.map { SourceInput(path: $0) } + options.sources,
      workingDirectory: console.workingDirectory, module: options.module, launchNames: names,
      launchScreens: screens)
    target.sourceFolders = folders
    // A Podfile, Cartfile or Package.swift beside the storyboards says what the app links.
    let linkage = PlainFolderLinkage(
      paths: options.paths.map { PathSpelling.absolute($0, in: console.workingDirectory) },
      packages: options.packages.map { PathSpelling.absolute($0, in: console.workingDirectory) })
    target.dependencies = linkage.read
    target.unreadLinkedCode = linkage.unread
    return InputResolution(project: nil, targets: [target], pathProblems: pathProblems)
  }
}
