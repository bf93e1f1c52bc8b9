import ProjectModel
import SegueCommandLine

/// The readable form of `segue dump --project`: the project, then a block per target.
enum ProjectText {
  static func render(_ project: Project, packages: String? = nil) -> String {
    var lines = [
      "\(project.relativePath(project.path)): configuration \(project.configuration) "
        + "(\(project.configurationChoice.rawValue)), \(project.targets.count) "
        + "target\(project.targets.count == 1 ? "" : "s")"
    ]
    for path in project.referencedProjects {
      let state = ProjectPaths.exists(path) ? "present" : "not on disk"
      lines.append("references project \(project.relativePath(path)): \(state)")
    }
    let projects = LinkedProjects()
    for target in project.targets {
      lines.append("target \(target.name) (\(target.kind))")
      lines.append("  module \(target.moduleName)")
      if target.storyboardModuleName != target.moduleName {
        lines.append("  storyboard classes in module \(target.storyboardModuleName) (IBSC_MODULE)")
      }
      if !target.dependencies.isEmpty {
        lines.append("  depends on \(target.dependencies.joined(separator: ", "))")
      }
      for code in target.linked {
        lines.append(
          "  " + LinkedCodeDump(code, packages: packages, projects: projects).line(in: project))
      }
      let platform = target.platform?.rawValue ?? "unknown"
      let deployment = target.deploymentTarget.map { " " + $0 } ?? ""
      let families = target.deviceFamily.map(\.rawValue).joined(separator: ", ")
      lines.append(
        "  platform \(platform)\(deployment), devices: \(families.isEmpty ? "-" : families)")
      if !target.conditions.isEmpty {
        lines.append("  conditions \(target.conditions.joined(separator: " "))")
      }
      if !target.preprocessorDefinitions.isEmpty {
        lines.append("  definitions \(target.preprocessorDefinitions.joined(separator: " "))")
      }
      switch target.infoPlist {
      case .file(let path, let generated):
        lines.append(
          "  Info.plist \(project.relativePath(path))\(generated ? " + generated keys" : "")")
      case .generated: lines.append("  Info.plist generated (INFOPLIST_KEY_*)")
      case .none: break
      }
      for entry in target.entryPoints {
        lines.append(
          "  entry \(entry.role.rawValue) \(entry.storyboardName) (\(entry.key), \(entry.idiom.rawValue))"
        )
      }
      for path in target.storyboards { lines.append("  storyboard \(project.relativePath(path))") }
      for path in target.sources { lines.append("  source \(project.relativePath(path))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
