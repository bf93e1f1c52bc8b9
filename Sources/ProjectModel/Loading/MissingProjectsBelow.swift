import DeterministicOutput
import Foundation

/// tutanota keeps its workspace a folder down (`app-ios/tuta.xcworkspace`), naming projects
/// that XcodeGen writes from specs of other names (`mail-project.yml`) and that the checkout
/// lacks: its storyboards were read as plain files, and nothing said why. The workspaces one to
/// three folders below a folder with no project that name projects not there (none of their
/// name below to read instead), with the specs that generate them and how.
package enum MissingProjectsBelow {
  /// What such workspaces below `folder` name, as a clause ("the workspace W names 4 projects
  /// the checkout lacks (…), generated from specs (run …, then run again)"), each path as
  /// `shown` spells it; nil when there is none.
  package static func clause(in folder: String, shown: (String) -> String) -> String? {
    var clauses: [String] = []
    for workspace in NestedProjects.workspaces(in: folder) {
      let missing = WorkspaceFile.missingProjects(of: workspace).filter {
        $0.candidates.isEmpty && ($0.named as NSString).lastPathComponent != "Pods.xcodeproj"
          && !("/" + $0.named).contains("/Carthage/Checkouts/")
      }
      guard !missing.isEmpty else { continue }
      let commands = generation(of: missing.map(\.named), shown: shown)
      let names = missing.map { shown($0.named) }.joined(separator: ", ")
      let count = missing.count == 1 ? "a project" : "\(missing.count) projects"
      clauses.append(
        "the workspace \(shown(workspace)) names \(count) the checkout lacks (\(names)), "
          + (commands.isEmpty
            ? "made by a step of the repository's own build"
            : "generated from specs (run " + commands.joined(separator: ", ")
              + ", then run again)"))
    }
    return clauses.isEmpty ? nil : clauses.joined(separator: "; ")
  }

  /// The commands that generate the missing `projects` from the specs beside them, each with
  /// the folder to run it in (the project's as `shown` spells the project, `here` when that
  /// is none), in order; none when no spec is there.
  package static func generation(
    of projects: [String], shown: (String) -> String, here: String = "."
  ) -> [String] {
    var commands: [String] = []
    for project in projects {
      let folder = PathSpelling.parent(of: project)
      let place = folder.isEmpty ? "." : folder
      let name = ((project as NSString).lastPathComponent as NSString).deletingPathExtension
      for spec in ProjectGenerator.specs(generating: name, inFolder: place) {
        let folder = PathSpelling.parent(of: shown(project))
        let line = "`\(command(for: spec))` in \(folder.isEmpty ? here : folder)"
        if !commands.contains(line) { commands.append(line) }
      }
    }
    return commands
  }

  /// The command that generates a project from `spec`, run in its folder.
  private static func command(for spec: String) -> String {
    if let known = ProjectGenerator.specs.first(where: { $0.file == spec }) { return known.command }
    return "xcodegen --spec \(spec)"
  }
}
