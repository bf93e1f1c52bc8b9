import DeterministicOutput
import ProjectModel
import SegueCommandLine
import StoryboardKit

/// `segue dump --project PATH`: loads the Xcode project and prints its model, as text or
/// JSON; the project's warnings go to standard error.
struct ProjectDump {
  var path: String
  /// The targets to show, by name; empty for all.
  var targets: [String]
  var json: Bool
  /// `--packages`: where resolved Swift packages are looked for.
  var packages: String?

  func run(_ console: Console) {
    let project: Project
    do {
      project = try Project.load(at: path, workingDirectory: console.workingDirectory)
    } catch {
      return console.diagnostics.emit(error.diagnostic)
    }
    let names = Set(project.targets.map(\.name))
    let unknown = targets.filter { !names.contains($0) }
    guard unknown.isEmpty else {
      let known = project.targets.map { "'\($0.name)'" }.joined(separator: ", ")
      return console.diagnostics.emit(
        UsageError(
          "The project has no target \(unknown.map { "'\($0)'" }.joined(separator: ", ")); "
            + "its targets are \(known)."
        ).diagnostic)
    }
    let packages = packages.map { PathSpelling.absolute($0, in: console.workingDirectory) }
    var shown = project
    if !targets.isEmpty {
      shown.targets = project.targets.filter { targets.contains($0.name) }
    }
    if json {
      console.out(ProjectJSON.object(shown, packages: packages).rendered() + "\n")
    } else {
      console.out(ProjectText.render(shown, packages: packages))
    }
    console.diagnostics.emit(project.diagnostics)
  }
}
