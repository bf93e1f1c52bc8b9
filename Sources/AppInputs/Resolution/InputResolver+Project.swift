import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

extension InputResolver {
  /// The targets of the project at `path` to judge: those `--target` names, else every app,
  /// framework or app-extension target that holds storyboards. `announced`: found from a
  /// `PATH` rather than given, which a line on standard error says; such a project without a
  /// target that holds storyboards leaves the `PATH` read as plain files, with a note.
  mutating func fromProject(at path: String, announced: Bool)
    throws(InputResolution.Failure) -> InputResolution
  {
    let options = request
    let project: Project
    do {
      project = try Project.load(at: path, workingDirectory: options.workingDirectory)
    } catch {
      throw fail(error.diagnostic)
    }
    let chosen: [Target]
    if options.targets.isEmpty {
      chosen = project.targets.filter { Self.isJudged($0) && !$0.storyboards.isEmpty }
    } else {
      let unknown = options.targets.filter { project.target(named: $0) == nil }
      guard unknown.isEmpty else {
        if announced || options.projects.count == 1,
          let below = try projectsBelowForTargets(
            besides: [path],
            topHoldStoryboards: project.targets.contains {
              Self.isJudged($0) && !$0.storyboards.isEmpty
            })
        {
          return below
        }
        throw fail(
          InputUsageError(
            "The project '\(Self.name(of: project))' has no target "
              + unknown.map { "'\($0)'" }.joined(separator: ", ") + "; its targets are "
              + project.targets.map { "'\($0.name)'" }.joined(separator: ", ") + "."
          ).diagnostic)
      }
      chosen = project.targets.filter { options.targets.contains($0.name) }
      for target in chosen where target.storyboards.isEmpty {
        report(
          .warning,
          "The target '\(target.name)' of '\(Self.name(of: project))' holds no storyboard; "
            + "nothing of it is read.")
      }
    }
    let listed = chosen.map { "\($0.name) (\($0.kind), \($0.storyboards.count) storyboard(s))" }
    if announced {
      events.append(
        .progress(
          "reading the Xcode project \(Self.name(of: project)); targets: "
            + (listed.isEmpty ? "none with storyboards" : listed.joined(separator: ", ")) + "."))
    }
    report(project, judged: chosen)
    if chosen.isEmpty, announced { return try projectsBelowOrPlain(besides: [path]) }
    if chosen.isEmpty, let below = try projectsBelowProjectFolder(besides: [project.path]) {
      return below
    }
    guard !chosen.isEmpty else {
      let all = project.targets.map { "'\($0.name)' (\($0.kind))" }.joined(separator: ", ")
      throw fail(
        Diagnostic(
          severity: .error,
          message: "No app, framework or app-extension target of the project "
            + "'\(Self.name(of: project))' holds a storyboard (its targets: \(all)); give the "
            + "storyboards as PATHs instead.", errorID: "no-storyboard-target"))
    }
    let podsProjects = committedPodsProjects(of: chosen)
    let pods = podsProjects.flatMap(\.targets).filter(\.isLibrary)
    let shipping = podsProjects.reduce(into: Set<String>()) {
      $0.formUnion(PodStoryboards.shipping($1))
    }
    let spelled = chosen.map {
      inputTarget($0, of: project, pods: pods, podsShippingStoryboards: shipping)
    }
    return InputResolution(project: project, targets: spelled, projects: [project])
  }

  /// `chosen`, a target of `project`, as judged: its paths spelled as findings show them,
  /// `--sources` and `--module` added, and the sources of the libraries it links: those of
  /// its project it depends on, `others` (the frameworks of a workspace's other projects) and
  /// `pods` (those of its Pods project; the names of those that ship storyboards of their own
  /// in `podsShippingStoryboards`).
  func inputTarget(
    _ chosen: Target, of project: Project, linking others: [Target] = [], pods: [Target] = [],
    podsShippingStoryboards: Set<String> = []
  ) -> InputTarget {
    let options = request
    var target = chosen
    target.storyboards = target.storyboards.map { spell($0) }
    target.sources = target.sources.map { spell($0) }
    target.headers = target.headers.map { spell($0) }
    target.missingSources = target.missingSources.map { spell($0) }
    // The libraries it links (and a WatchKit app's extension), whose classes its storyboards
    // and code may name.
    let own = project.linkedTargets(of: chosen)
    let spelled = { (library: Target) -> Target in
      var library = library
      library.sources = library.sources.map { spell($0) }
      library.missingSources = library.missingSources.map { spell($0) }
      return library
    }
    var input = InputTarget(
      target, extra: options.sources, module: options.module,
      workingDirectory: options.workingDirectory, libraries: (own + others).map(spelled),
      pods: pods.map(spelled), podsShippingStoryboards: podsShippingStoryboards,
      packages: options.packages.map(absolute), projects: linkedProjects)
    input.projectPath = project.path
    var shared: [String: Set<String>] = [:]
    for (file, names) in project.storyboardNamesOfTargetsSharingSources(with: chosen) {
      shared[spell(file)] = names
    }
    input.unlintedStoryboards = UnlintedStoryboards(
      missing: Set(chosen.missingStoryboards.map(StoryboardDocument.name(ofPath:))),
      ofTargetsSharingFile: shared)
    return input
  }

  /// Says the project's warnings about the judged targets and the project itself; those
  /// about other targets (tests, say) are counted on one line, never dropped silently, with the
  /// command that shows them: the project's own dump, since a workspace's lists only the judged
  /// targets' (DuckDuckGo's).
  mutating func report(_ project: Project, judged: [Target]) {
    let judgedNames = Set(judged.map(\.name))
    var others = Set<String>()
    var skipped: [Severity] = []
    for diagnostic in project.diagnostics {
      if let targets = project.diagnosticTargets[diagnostic],
        !targets.contains(where: judgedNames.contains)
      {
        others.formUnion(targets)
        skipped.append(diagnostic.severity)
      } else {
        emit(diagnostic)
      }
    }
    if !skipped.isEmpty {
      report(
        .note,
        "\(Self.counted(skipped)) of the project concern targets not judged here ("
          + others.sortedByBytes().joined(separator: ", ")
          + "); segue dump --project \(Self.shellWord(spell(project.path))) shows them.")
    }
  }

  /// `path` as a shell reads it back whole: quoted when it holds a space or another character
  /// the shell would split or expand (`'Slide for Reddit.xcodeproj'`).
  static func shellWord(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || $0.properties.numericType != nil
          || "_./+-@%:,=".unicodeScalars.contains($0))
    }
    guard !plain || path.isEmpty else { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `2 warning(s) and 1 note(s)`: each severity counted as what it is, so a note about a
  /// target not judged (tls-inspector's idna, a submodule not checked out) is not called a
  /// warning. Most serious first.
  package static func counted(_ severities: [Severity]) -> String {
    let parts = Severity.allCases.reversed().compactMap { severity in
      let count = severities.count { $0 == severity }
      return count == 0 ? nil : "\(count) \(severity.rawValue)(s)"
    }
    guard let last = parts.last, parts.count > 1 else { return parts.last ?? "" }
    return parts.dropLast().joined(separator: ", ") + " and " + last
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
  private func spell(_ path: String) -> String {
    guard let workingDirectory = request.workingDirectory else { return path }
    let base = PathSpelling.absolute(".", in: workingDirectory)
    guard path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
  }
}
