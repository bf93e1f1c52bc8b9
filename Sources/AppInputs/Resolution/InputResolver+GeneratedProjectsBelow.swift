import Foundation
import ProjectModel
import SegueDiagnostics

extension InputResolver {
  /// The workspaces below `path` that name projects the checkout lacks
  /// (``MissingProjectsBelow``), said in a note when the storyboards are read as plain files.
  mutating func noteWorkspacesBelowNamingMissingProjects(in path: String) {
    let base = folder(of: path) + "/"
    guard
      let clause = MissingProjectsBelow.clause(
        in: folder(of: path),
        shown: { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 })
    else { return }
    report(
      .note,
      "'\(path)' holds no Xcode project at its top, and \(clause): until then the storyboards "
        + "are read as plain files, without their targets' platforms, modules and Info.plists.")
  }
}
