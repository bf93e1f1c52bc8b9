import Foundation
import ProjectModel
import StoryboardKit

/// The one place the commands that read an app turn their ``InputOptions`` into the targets
/// to judge. With an Xcode project (`--project`, or a single `PATH` that is an `.xcodeproj` or
/// a folder with exactly one at its top), each app, framework or app-extension target that
/// holds storyboards is a target of its own (`--target` chooses); without one, the `PATH`s
/// and `--sources` are one app whose launch storyboard an Info.plist among the inputs names.
struct InputResolution {
  /// The project read, if any.
  var project: Project?
  /// The targets to judge, in the project's order; one, unnamed, without a project.
  var targets: [InputTarget]
  /// Whether a path problem was made an error by strictness (`--strict`, `CI=true`).
  var pathsFail = false

  /// Every storyboard of every target, sorted, without duplicates.
  var storyboards: [String] {
    Set(targets.flatMap(\.storyboards)).sorted(by: ByteOrder.precedes)
  }

  /// What went wrong: the exit status, after the reason was printed.
  struct Failure: Error {
    var status: ExitCode
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
      console.report(
        .error,
        "--target selects targets of an Xcode project; give --project PATH, or a PATH "
          + "that is an .xcodeproj or a folder holding one.")
      throw Failure(status: .usage)
    }
    return try plain(options, console: console, strict: strict)
  }

  /// The `.xcodeproj` a lone `PATH` names or holds at its top; nil (after a line saying so
  /// when there are several) otherwise.
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
    return names.count == 1 ? trimmed + "/" + names[0] : nil
  }

  /// The storyboards and sources the command line names, as one app.
  static func plain(_ options: InputOptions, console: Console, strict: Bool)
    throws(Failure) -> InputResolution
  {
    let files: [String]
    let problems: [PathProblem]
    do {
      (files, problems) = try StoryboardInputs.search(options.paths)
    } catch {
      console.report(.error, "\(error.message)")
      throw Failure(status: .usage)
    }
    let strictness = PathStrictness(flag: strict, environment: console.environment)
    let pathsFail = strictness.report(problems, to: console)
    let (names, screens, warnings) = InfoPlistSearch.entryPoints(in: options.paths)
    for warning in warnings { console.errorLine(warning) }
    let target = InputTarget(
      storyboards: files, sources: options.sources, module: options.module, launchNames: names,
      launchScreens: screens)
    return InputResolution(project: nil, targets: [target], pathsFail: pathsFail)
  }
}
