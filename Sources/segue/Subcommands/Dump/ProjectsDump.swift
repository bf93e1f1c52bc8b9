import AppInputs
import DeterministicOutput
import Foundation
import ProjectModel
import SegueCommandLine

/// `segue dump --project DIR` where DIR stands for several projects (a workspace's, several
/// at its top, or several one to three folders below): DIR read as a lone `PATH` is, each
/// project on its own and each target named `Project/Target`, and each target's model shown
/// in a section of its own, or a member of one `{"targets": [...]}` document.
struct ProjectsDump {
  /// The command's inputs, `--project DIR` given as the `PATH` DIR.
  var inputs: InputOptions
  var format: ReportFormat

  /// The dump of `folder` (the `--project` given) when it stands for several projects; nil
  /// when it names one, or none, for ``ProjectDump`` to show or to say why.
  init?(_ inputs: InputOptions, folder: String, format: ReportFormat, console: Console) {
    let found = InputResolver.projectPaths(
      in: folder, workingDirectory: console.workingDirectory)
    guard found.count > 1 else { return nil }
    self.inputs = inputs
    self.inputs.request.paths = [folder]
    self.inputs.request.projects = []
    self.format = format
  }

  func run(_ console: Console) {
    guard let resolution = inputs.resolve(console: console) else { return }
    let folder = PathSpelling.standardized(
      inputs.request.paths[0], in: console.workingDirectory)
    let packages = inputs.request.packages.map {
      PathSpelling.absolute($0, in: console.workingDirectory)
    }
    var reports = TargetReports(format, of: resolution, command: "dump")
    for input in resolution.targets {
      guard let project = resolution.projects.first(where: { $0.path == input.projectPath }),
        let target = project.targets.first(where: { $0.name == input.projectTargetName })
      else { continue }
      var shown = project
      shown.targets = [target]
      reports.add(input, console: console) {
        switch format {
        case .text: .text(ProjectText.render(shown, packages: packages))
        case .json:
          .json(Self.member(ProjectJSON.object(shown, packages: packages), of: project, in: folder))
        }
      }
    }
    reports.finish(console: console)
  }

  /// `object`, the project's JSON with the one target shown, as the target's member: its
  /// `project` the project's path under `folder` rather than its name alone, which two projects
  /// may share, and the target's own members in place of the list that holds only it.
  private static func member(_ object: JSONValue, of project: Project, in folder: String)
    -> JSONValue
  {
    guard case .object(let members) = object else { return object }
    let path =
      project.path.hasPrefix(folder + "/")
      ? String(project.path.dropFirst(folder.count + 1)) : project.path
    return .object(
      members.flatMap { member -> [(String, JSONValue)] in
        switch member {
        case ("project", _): [("project", .string(path))]
        case ("targets", .array(let targets)):
          targets.flatMap { target -> [(String, JSONValue)] in
            guard case .object(let own) = target else { return [] }
            return own
          }
        default: [member]
        }
      })
  }
}
