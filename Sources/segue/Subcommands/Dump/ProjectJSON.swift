import DeterministicOutput
import ProjectModel
import SegueCommandLine
import StoryboardKit

/// The JSON of `segue dump --project … --format json`: the project with one object per target;
/// paths relative to the project's folder, lists sorted, absent values null.
enum ProjectJSON {
  static func object(_ project: Project, packages: String? = nil) -> JSONValue {
    let projects = LinkedProjects()
    return .object([
      ("project", .string(project.relativePath(project.path))),
      ("configuration", .string(project.configuration)),
      ("configurationChosenBy", .string(project.configurationChoice.rawValue)),
      (
        "referencedProjects",
        .array(
          project.referencedProjects.map {
            .object([
              ("path", .string(project.relativePath($0))),
              ("present", .bool(ProjectPaths.exists($0))),
            ])
          })
      ),
      (
        "targets",
        .array(
          project.targets.map {
            target($0, in: project, packages: packages, projects: projects)
          })
      ),
    ])
  }

  private static func target(
    _ target: Target, in project: Project, packages: String?, projects: LinkedProjects
  ) -> JSONValue {
    .object([
      ("name", .string(target.name)),
      ("kind", .string(target.kind.description)),
      ("productType", .optional(target.productType)),
      ("module", .string(target.moduleName)),
      ("storyboardModule", .string(target.storyboardModuleName)),
      ("dependencies", strings(target.dependencies)),
      ("linkedTargets", strings(project.linkedTargets(of: target).map(\.name))),
      (
        "linked",
        .array(
          target.linked.map {
            LinkedCodeDump($0, packages: packages, projects: projects).json(in: project)
          })
      ),
      ("platform", .optional(target.platform?.rawValue)),
      ("supportedPlatforms", strings(target.supportedPlatforms.map(\.rawValue))),
      ("deploymentTarget", .optional(target.deploymentTarget)),
      ("deviceFamily", strings(target.deviceFamily.map(\.rawValue))),
      ("conditions", strings(target.conditions)),
      ("preprocessorDefinitions", strings(target.preprocessorDefinitions)),
      ("infoPlist", infoPlist(target.infoPlist, in: project)),
      (
        "entryPoints",
        .array(
          target.entryPoints.map {
            .object([
              ("storyboard", .string($0.storyboardName)), ("role", .string($0.role.rawValue)),
              ("idiom", .string($0.idiom.rawValue)), ("key", .string($0.key)),
            ])
          })
      ),
      ("storyboards", strings(target.storyboards.map(project.relativePath))),
      ("sources", strings(target.sources.map(project.relativePath))),
    ])
  }

  private static func infoPlist(_ plist: Target.InfoPlist, in project: Project) -> JSONValue {
    switch plist {
    case .file(let path, let generatedKeys):
      .object([
        ("file", .string(project.relativePath(path))), ("generatedKeys", .bool(generatedKeys)),
      ])
    case .generated:
      .object([("file", .null), ("generatedKeys", .bool(true))])
    case .none:
      .null
    }
  }

  private static func strings(_ values: [String]) -> JSONValue {
    .array(values.map(JSONValue.string))
  }
}
