import Foundation
import ProjectModel
import SegueDiagnostics

extension InputResolver {
  /// One note per workspace of `workspaces` that names projects where there are none: they
  /// are not read (Xcode builds nothing of them either), but for the one project of each name
  /// below, which is read in its place; the note says which.
  mutating func noteMissingProjects(of workspaces: [String], in path: String) {
    let base = folder(of: path) + "/"
    let resolver = self
    let shown = { (project: String) -> String in
      let spelled = resolver.absolute(project)
      return spelled.hasPrefix(base) ? String(spelled.dropFirst(base.count)) : project
    }
    for workspace in workspaces {
      // A missing Pods project is CocoaPods' before `pod install`, a project in
      // `Carthage/Checkouts` Carthage's before `carthage checkout`: notes of their own say so.
      let missing = WorkspaceFile.missingProjects(of: workspace).filter {
        ($0.named as NSString).lastPathComponent != "Pods.xcodeproj"
          && !("/" + $0.named).contains("/Carthage/Checkouts/")
      }
      guard !missing.isEmpty else { continue }
      let name = (workspace as NSString).lastPathComponent
      var message =
        "'\(path)': the workspace \(name) names "
        + (missing.count == 1
          ? "1 Xcode project where there is none (Xcode lists it as missing)."
          : "\(missing.count) Xcode projects where there are none (Xcode lists them as missing).")
      let standIns = missing.filter { $0.candidates.count == 1 }
      if !standIns.isEmpty {
        message +=
          " Read in its place, as the one project of its name below: "
          + standIns.map { "\(shown($0.candidates[0])) for \(shown($0.named))" }
          .joined(separator: ", ") + "."
      }
      var submodules = GitSubmodules()
      let unmatched = missing.filter(\.candidates.isEmpty)
      let inSubmodules = unmatched.filter {
        submodules.uncheckedOut(holding: resolver.absolute($0.named)) != nil
      }
      if !inSubmodules.isEmpty {
        message +=
          " Not read until their git submodules are checked out (`git submodule update "
          + "--init`): " + inSubmodules.map { shown($0.named) }.joined(separator: ", ") + "."
      }
      let absent = unmatched.filter { !inSubmodules.contains($0) }
      if !absent.isEmpty {
        message +=
          " Not read, as no project of its name lies below: "
          + absent.map { shown($0.named) }.joined(separator: ", ") + "."
        let commands = MissingProjectsBelow.generation(
          of: absent.map(\.named), shown: shown, here: path)
        if !commands.isEmpty {
          message +=
            " They are generated from specs: run " + commands.joined(separator: ", ")
            + ", then run again."
        }
      }
      let ambiguous = missing.filter { $0.candidates.count > 1 }
      if !ambiguous.isEmpty {
        message +=
          " Not read, as several of its name lie below (name one with --project PATH): "
          + ambiguous.map { one in
            shown(one.named) + " (" + one.candidates.map(shown).joined(separator: ", ") + ")"
          }.joined(separator: ", ") + "."
      }
      report(.note, message)
    }
  }
}
