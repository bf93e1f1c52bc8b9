import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

/// The one place the commands that read an app turn their ``InputOptions`` into the targets
/// to judge. With an Xcode project (`--project`, or a single `PATH` that is an `.xcodeproj` or
/// a folder with exactly one at its top), each app, framework or app-extension target that
/// holds storyboards is a target of its own (`--target` chooses); without one, the `PATH`s
/// and `--sources` are one app whose launch storyboard an Info.plist among the inputs names,
/// and whose sources are the Swift and Objective-C files under its folder `PATH`s (unless
/// `--no-sources`) and `--sources`.
struct InputResolution {
  /// The project read, if any.
  var project: Project?
  /// The targets to judge, in the project's order; one, unnamed, without a project.
  var targets: [InputTarget]
  /// The path problems printed: warnings, or errors under strictness (`--strict`, `CI=true`).
  var pathProblems: [Diagnostic] = []

  /// The failure the path problems are when strictness made them errors; nil otherwise.
  var pathFailure: Failure? {
    let errors = pathProblems.filter { $0.severity == .error }
    return errors.isEmpty ? nil : Failure(diagnostics: errors)
  }

  /// Every storyboard of every target, sorted, without duplicates.
  var storyboards: [String] {
    Set(targets.flatMap(\.storyboards)).sorted(by: ByteOrder.precedes)
  }

  /// What went wrong: the diagnostics that say why, printed already.
  struct Failure: Error {
    var diagnostics: [Diagnostic]

    /// The exit status, as the printer chooses it from the diagnostics (64 for a usage error).
    var status: ExitCode { DiagnosticPrinter.exitCode(for: diagnostics) }

    /// Prints `diagnostic`, the reason, through the one printer.
    static func printing(_ diagnostic: Diagnostic, to console: Console) -> Failure {
      DiagnosticPrinter.print(diagnostic, to: console)
      return Failure(diagnostics: [diagnostic])
    }
  }

  /// Resolves `options`, printing what it read and every problem on `console`; `strict` is
  /// lint's `--strict`.
  static func resolve(_ options: InputOptions, console: Console, strict: Bool = false)
    throws(Failure) -> InputResolution
  {
    if let given = options.project {
      return try fromProject(
        at: given, options: options, console: console, announced: false, strict: strict)
    }
    if options.paths.count == 1, let found = projectPath(in: options.paths[0], console: console) {
      return try fromProject(
        at: found, options: options, console: console, announced: true, strict: strict)
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

  /// The `.xcodeproj` a lone `PATH` names or holds at its top, else the only one a folder or
  /// two below its top (with a note saying so); nil (after a note naming them when there are
  /// several) otherwise.
  static func projectPath(in path: String, console: Console) -> String? {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    if trimmed.hasSuffix(".xcodeproj") { return trimmed }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }.sorted(by: ByteOrder.precedes)
    if names.count > 1 {
      console.report(
        .note,
        "'\(path)' holds \(names.count) Xcode projects (\(names.joined(separator: ", "))), "
          + "so its storyboards are read as plain files; choose one with --project PATH.")
    }
    if names.count == 1 { return trimmed + "/" + names[0] }
    guard names.isEmpty else { return nil }
    // A repository often keeps its app's project a folder or two down (App/App.xcodeproj).
    let nested = nestedProjects(in: trimmed)
    if nested.count == 1 {
      console.report(
        .note,
        "'\(path)' holds no Xcode project at its top, so the one below it is read: "
          + "\(nested[0]).")
      return nested[0]
    }
    if nested.count > 1 {
      console.report(
        .note,
        "'\(path)' holds no Xcode project at its top but \(nested.count) below it ("
          + nested.joined(separator: ", ") + "), so its storyboards are read as plain files; "
          + "choose one with --project PATH.")
    }
    return nil
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
    DiagnosticPrinter.print(warnings, to: console)
    // A folder is read as a target reads its own files: its code says what its classes are.
    let folders = options.readsFolderSources ? found.sourceFolders : []
    var target = InputTarget(
      storyboards: files, sources: folders.map { SourceInput(path: $0) } + options.sources,
      module: options.module, launchNames: names, launchScreens: screens)
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
