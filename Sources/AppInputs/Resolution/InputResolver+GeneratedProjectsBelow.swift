import Foundation
import ProjectModel
import SegueDiagnostics

extension InputResolver {
  /// The workspaces below `path` that name projects the checkout lacks
  /// (``MissingProjectsBelow``), else the specs below it that generate projects
  /// (``GeneratorSpecsBelow``), said in a note when the storyboards are read as plain files.
  mutating func noteWorkspacesBelowNamingMissingProjects(in path: String) {
    let base = folder(of: path) + "/"
    let shown = { (found: String) in
      found.hasPrefix(base) ? String(found.dropFirst(base.count)) : found
    }
    guard
      let clause = MissingProjectsBelow.clause(in: folder(of: path), shown: shown)
        ?? GeneratorSpecsBelow.clause(in: folder(of: path), shown: shown)
    else { return }
    report(
      .note,
      "'\(path)' holds no Xcode project at its top, and \(clause): until then the storyboards "
        + "are read as plain files, without their targets' platforms, modules and Info.plists.")
  }
}
