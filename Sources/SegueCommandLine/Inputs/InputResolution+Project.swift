import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

extension InputResolution {
  /// The targets of the project at `path` to judge: those `--target` names, else every app,
  /// framework or app-extension target that holds storyboards. `announced`: found from a
  /// `PATH` rather than given, which a line on standard error says; such a project without a
  /// target that holds storyboards leaves the `PATH` read as plain files, with a note.
  static func fromProject(
    at path: String, options: InputOptions, console: Console, announced: Bool, strict: Bool
  ) throws(Failure) -> InputResolution {
    let project: Project
    do {
      project = try Project.load(at: path, workingDirectory: console.workingDirectory)
    } catch {
      throw Failure.printing(error.diagnostic, to: console)
    }
    let chosen: [Target]
    if options.targets.isEmpty {
      chosen = project.targets.filter { isJudged($0) && !$0.storyboards.isEmpty }
    } else {
      let unknown = options.targets.filter { project.target(named: $0) == nil }
      guard unknown.isEmpty else {
        throw Failure.printing(
          UsageError(
            "The project '\(name(of: project))' has no target "
              + unknown.map { "'\($0)'" }.joined(separator: ", ") + "; its targets are "
              + project.targets.map { "'\($0.name)'" }.joined(separator: ", ") + "."
          ).diagnostic, to: console)
      }
      chosen = project.targets.filter { options.targets.contains($0.name) }
      for target in chosen where target.storyboards.isEmpty {
        console.report(
          .warning,
          "The target '\(target.name)' of '\(name(of: project))' holds no storyboard; "
            + "nothing of it is read.")
      }
    }
    let listed = chosen.map { "\($0.name) (\($0.kind), \($0.storyboards.count) storyboard(s))" }
    if announced {
      console.errorLine(
        "reading the Xcode project \(name(of: project)); targets: "
          + (listed.isEmpty ? "none with storyboards" : listed.joined(separator: ", ")) + ".")
    }
    report(project, judged: chosen, console: console)
    if chosen.isEmpty, announced {
      console.report(
        .note,
        "so the storyboards under '\(options.paths[0])' are read as plain files; "
          + "name a target with --project PATH --target NAME to read one.")
      return try plain(options, console: console, strict: strict)
    }
    guard !chosen.isEmpty else {
      let all = project.targets.map { "'\($0.name)' (\($0.kind))" }.joined(separator: ", ")
      throw Failure.printing(
        Diagnostic(
          severity: .error,
          message: "No app, framework or app-extension target of the project "
            + "'\(name(of: project))' holds a storyboard (its targets: \(all)); give the "
            + "storyboards as PATHs instead.", errorID: "no-storyboard-target"), to: console)
    }
    let spelled = chosen.map {
      inputTarget($0, of: project, options: options, console: console)
    }
    return InputResolution(project: project, targets: spelled)
  }

  /// `chosen`, a target of `project`, as judged: its paths spelled as findings show them,
  /// `--sources` and `--module` added, and the sources of the libraries it links: those of
  /// its project it depends on, and `others` (the frameworks of a workspace's other projects).
  static func inputTarget(
    _ chosen: Target, of project: Project, options: InputOptions, console: Console,
    linking others: [Target] = []
  ) -> InputTarget {
    var target = chosen
    target.storyboards = target.storyboards.map { spell($0, console: console) }
    target.sources = target.sources.map { spell($0, console: console) }
    // The libraries it links (and a WatchKit app's extension), whose classes its storyboards
    // and code may name.
    let own = project.linkedTargets(of: chosen)
    let libraries = (own + others).map {
      var library = $0
      library.sources = library.sources.map { spell($0, console: console) }
      return library
    }
    var input = InputTarget(
      target, extra: options.sources, module: options.module,
      workingDirectory: console.workingDirectory, libraries: libraries,
      packages: options.packages.map { PathSpelling.absolute($0, in: console.workingDirectory) })
    var shared: [String: Set<String>] = [:]
    for (file, names) in project.storyboardNamesOfTargetsSharingSources(with: chosen) {
      shared[spell(file, console: console)] = names
    }
    input.unlintedStoryboards = UnlintedStoryboards(
      missing: Set(chosen.missingStoryboards.map(Project.storyboardName)),
      ofTargetsSharingFile: shared)
    return input
  }

  /// Prints the project's warnings about the judged targets and the project itself; those
  /// about other targets (tests, say) are counted on one line, never dropped silently.
  static func report(_ project: Project, judged: [Target], console: Console) {
    let judgedNames = Set(judged.map(\.name))
    var others = Set<String>()
    var skipped = 0
    for diagnostic in project.diagnostics {
      if let target = project.diagnosticTargets[diagnostic], !judgedNames.contains(target) {
        others.insert(target)
        skipped += 1
      } else {
        console.diagnostics.emit(diagnostic)
      }
    }
    if skipped > 0 {
      console.report(
        .note,
        "\(skipped) warning(s) of the project concern targets not judged here ("
          + others.sorted(by: ByteOrder.precedes).joined(separator: ", ")
          + "); segue dump --project shows them.")
    }
  }

  /// Whether a target of this kind is judged by default: apps, frameworks and extensions.
  static func isJudged(_ target: Target) -> Bool {
    switch target.kind {
    case .app, .framework, .appExtension: true
    case .other: false
    }
  }

  /// `X.xcodeproj`, as messages name the project.
  static func name(of project: Project) -> String {
    (project.path as NSString).lastPathComponent
  }

  /// `path` relative to the working directory when it lies under it, so that findings read
  /// as they would for a PATH given relative; absolute otherwise.
  private static func spell(_ path: String, console: Console) -> String {
    let base = PathSpelling.absolute(".", in: console.workingDirectory)
    guard path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
  }
}
