import DeterministicOutput
import Foundation
import ProjectModel
import StoryboardKit

extension InputResolver {
  /// One target of one of several projects read, with the name reports give it.
  private struct Candidate {
    var project: Project
    var target: Target
    /// `Project/Target`, the project named by its path where two read share a name.
    var qualified: String
  }

  /// The targets of the projects at `paths` (a workspace's, or several in one folder): each
  /// project read as ``fromProject(at:announced:)`` reads one, each
  /// target named `Project/Target` so that the same name in two projects is told apart.
  /// `--target` takes such a name or a bare target name that only one project has. A project
  /// that cannot be read is a warning, not the end of the others.
  mutating func fromProjects(at paths: [String], linking linked: [String] = [])
    throws(InputResolution.Failure) -> InputResolution
  {
    let options = request
    var projects = load(paths)
    // The projects of a workspace share its Pods folder: missing, it is said once.
    let podsNotes = projects.flatMap(\.diagnostics).filter { $0.errorID == Project.missingPodsID }
    if podsNotes.count > 1 {
      for index in projects.indices {
        projects[index].diagnostics.removeAll { $0.errorID == Project.missingPodsID }
      }
    }
    // A workspace builds its projects together: an app links the frameworks of the others
    // (and of Pods) by product name, so their classes are the app's to name.
    // Several `--project`s name no PATH: they are told apart under the working directory.
    let base = options.paths.first ?? options.workingDirectory ?? "."
    let workspace =
      !(paths.count == 1 && linked.isEmpty) && !options.paths.isEmpty && Self.isWorkspace(base)
    let shared = workspace ? projects : []
    // Pods are read as pods, as outside a workspace: what they open is what the app gives them.
    let podsProjects = workspace ? load(linked) : []
    let pods = podsProjects.flatMap(\.targets).filter(\.isLibrary)
    let shipping = podsProjects.reduce(into: Set<String>()) {
      $0.formUnion(PodStoryboards.shipping($1))
    }
    var candidates = Self.candidates(of: projects, under: folder(of: base))
    if projects.count == 1 {
      for index in candidates.indices {
        candidates[index].qualified = candidates[index].target.name
      }
    }
    var chosen: [Candidate] = []
    if options.targets.isEmpty {
      chosen = candidates.filter { Self.isJudged($0.target) && !$0.target.storyboards.isEmpty }
    } else {
      for wanted in options.targets {
        let matches = candidates.filter { $0.qualified == wanted || $0.target.name == wanted }
        if matches.isEmpty,
          let below = try projectsBelowForTargets(
            besides: paths,
            topHoldStoryboards: candidates.contains {
              Self.isJudged($0.target) && !$0.target.storyboards.isEmpty
            })
        {
          return below
        }
        guard matches.count == 1 else {
          let choices = (matches.isEmpty ? candidates : matches).map { "'\($0.qualified)'" }
          throw fail(
            InputUsageError(
              (matches.isEmpty
                ? "No project read has a target '\(wanted)'; its targets are "
                : "The target name '\(wanted)' is ambiguous; choose one of ")
                + choices.joined(separator: ", ") + "."
            ).diagnostic)
        }
        if !chosen.contains(where: { $0.qualified == matches[0].qualified }) {
          chosen.append(matches[0])
        }
      }
    }
    for project in projects {
      let judged = chosen.filter { $0.project.path == project.path }
      let listed = judged.map {
        "\($0.qualified) (\($0.target.kind), \($0.target.storyboards.count) storyboard(s))"
      }
      events.append(
        .progress(
          "reading the Xcode project \(Self.name(of: project)); targets: "
            + (listed.isEmpty ? "none with storyboards" : listed.joined(separator: ", ")) + "."))
      report(project, judged: judged.map(\.target))
    }
    if podsNotes.count > 1 {
      let top = folder(of: base) + "/"
      let named = podsNotes.compactMap(\.path).map { file in
        let project = absolute(PathSpelling.parent(of: file))
        return project.hasPrefix(top) ? String(project.dropFirst(top.count)) : project
      }.sortedByBytes()
      let flutter = podsNotes.compactMap(\.path).contains {
        FlutterPodfile.isFlutter(
          podfileFolder: PathSpelling.parent(of: PathSpelling.parent(of: $0)))
      }
      report(
        .note,
        Project.missingPodsMessage(
          files: "for \(named.count) projects (\(named.joined(separator: ", ")))",
          install: flutter ? FlutterPodfile.flutterInstall : FlutterPodfile.podInstall))
    }
    guard !chosen.isEmpty else {
      guard !options.paths.isEmpty else {
        let names = projects.map { "'\(Self.name(of: $0))'" }.joined(separator: ", ")
        throw fail(
          Diagnostic(
            severity: .error,
            message: "No app, framework or app-extension target of the projects \(names) holds "
              + "a storyboard; give the storyboards as PATHs instead.",
            errorID: "no-storyboard-target"))
      }
      return try projectsBelowOrPlain(besides: paths)
    }
    let targets = chosen.map { candidate in
      let others = shared.filter { $0.path != candidate.project.path }
        .flatMap(\.targets).filter(\.isLibrary)
      var target = inputTarget(
        candidate.target, of: candidate.project, linking: others, pods: pods,
        podsShippingStoryboards: shipping)
      target.name = candidate.qualified
      return target
    }
    return InputResolution(project: chosen[0].project, targets: targets, projects: projects)
  }

  /// The projects at `paths` that can be read, each once however it is spelt; each that cannot
  /// is a warning.
  mutating func load(_ paths: [String]) -> [Project] {
    var projects: [Project] = []
    for path in paths {
      do {
        let project = try Project.load(at: path, workingDirectory: request.workingDirectory)
        if !projects.contains(where: { $0.path == project.path }) { projects.append(project) }
      } catch {
        var diagnostic = error.diagnostic
        diagnostic.severity = .warning
        emit(diagnostic)
      }
    }
    return projects
  }

  /// Whether `path` is or holds an `.xcworkspace` at its top, or a Podfile that names
  /// projects (the workspace `pod install` writes).
  private static func isWorkspace(_ path: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    if trimmed.hasSuffix(".xcworkspace") { return true }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
    return names.contains { $0.hasSuffix(".xcworkspace") }
      || !PodfileWorkspace.projects(inFolder: trimmed).isEmpty
  }

  /// `path` absolute, or the folder that holds it when it is a workspace: what projects are
  /// named relative to.
  func folder(of path: String) -> String {
    let absolute = absolute(path)
    return absolute.hasSuffix(".xcworkspace")
      ? PathSpelling.parent(of: absolute) : absolute
  }

  /// Every target of `projects`, in their order, named `Project/Target`; where two projects
  /// share a file name, each is named by its path under `base` (absolute) instead.
  private static func candidates(of projects: [Project], under base: String) -> [Candidate] {
    let names = projects.map { (name(of: $0) as NSString).deletingPathExtension }
    return zip(projects, names).flatMap { project, short in
      var qualifier = short
      if names.filter({ $0 == short }).count > 1 {
        let path = (project.path as NSString).deletingPathExtension
        qualifier = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
      }
      return project.targets.map {
        Candidate(project: project, target: $0, qualified: qualifier + "/" + $0.name)
      }
    }
  }
}
