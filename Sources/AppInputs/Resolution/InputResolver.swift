import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

/// The one place what a caller asks to read (``InputRequest``) becomes the targets to judge,
/// saying what it read and every problem as ``InputEvent`` values, never printing them.
package struct InputResolver {
  let request: InputRequest
  /// What was said so far.
  var events: [InputEvent] = []
  /// Whether the projects below the lone `PATH` were read already, after those at its top
  /// held no target with storyboards: they are looked for once.
  var searchedBelow = false
  /// Whether an `.xcodeproj` without its `project.pbxproj` was named already, with the
  /// generator that makes it.
  var namedProjectWithoutFile = false
  /// The projects ``notedDepth`` folders below a folder, found once for the notes on projects
  /// below and on storyboards in no target (``projectsNoted(below:)``).
  var notedBelow: (top: String, found: [String])?
  /// The other projects the targets' linked code names, read once for every target.
  let linkedProjects = LinkedProjects()

  package init(_ request: InputRequest) {
    self.request = request
  }

  /// Resolves the request: the project it names or a `PATH` is, else the `PATH`s as one app.
  package static func resolve(_ request: InputRequest) throws(InputResolution.Failure)
    -> InputResolution
  {
    var request = request
    // `--project` on a folder that stands for several projects (a workspace's, several at
    // its top or below it) is read as that folder given as the `PATH`, not refused.
    if request.projects.count == 1, request.paths.isEmpty,
      projectPaths(in: request.projects[0], workingDirectory: request.workingDirectory).count > 1
    {
      request.paths = request.projects
      request.projects = []
    }
    var resolver = InputResolver(request)
    var resolution = try resolver.resolve()
    resolution.events = resolver.events
    return resolution
  }

  mutating func resolve() throws(InputResolution.Failure) -> InputResolution {
    let options = request
    if !options.projects.isEmpty {
      let resolution =
        options.projects.count == 1
        ? try fromProject(at: options.projects[0], announced: false)
        : try fromProjects(at: options.projects)
      noteLinkedPackagesHoldingStoryboards(resolution)
      return resolution
    }
    if options.paths.count == 1 {
      let found = projectPaths(in: options.paths[0])
      if found.isEmpty { noteGeneratedProject(in: options.paths[0]) }
      let linked = found.isEmpty ? [] : Self.podsProjects(in: options.paths[0])
      if !found.isEmpty {
        let resolution =
          found.count == 1 && linked.isEmpty
          ? try fromProject(at: found[0], announced: true)
          : try fromProjects(at: found, linking: linked)
        noteProjectsBelowNotRead(resolution, in: options.paths[0])
        noteStoryboardsInNoTarget(resolution, in: options.paths[0])
        noteLinkedPackagesHoldingStoryboards(resolution)
        return resolution
      }
    }
    if !options.targets.isEmpty {
      throw fail(
        InputUsageError(
          "--target selects targets of an Xcode project; give --project PATH, or a PATH "
            + "that is an .xcodeproj or a folder holding one."
        ).diagnostic)
    }
    return try plain()
  }

  /// Says `diagnostic`.
  mutating func emit(_ diagnostic: Diagnostic) { events.append(.diagnostic(diagnostic)) }

  /// Says each of `diagnostics`.
  mutating func emit(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { emit(diagnostic) }
  }

  /// Says a diagnostic of the tool itself (no file, no place).
  mutating func report(_ severity: Severity, _ message: String) {
    emit(Diagnostic(severity: severity, message: message))
  }

  /// Says `diagnostic`, the reason reading stops, and returns the failure to throw.
  mutating func fail(_ diagnostic: Diagnostic) -> InputResolution.Failure {
    emit(diagnostic)
    return InputResolution.Failure(diagnostics: [diagnostic], events: events)
  }

  /// `path` absolute from the request's working directory, or standardized without one.
  func absolute(_ path: String) -> String {
    PathSpelling.standardized(path, in: request.workingDirectory)
  }
}
