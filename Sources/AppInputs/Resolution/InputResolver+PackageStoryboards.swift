import DeterministicOutput
import Foundation
import ProjectModel
import SegueDiagnostics
import SourceIndex

extension InputResolver {
  /// One note naming the Swift packages on disk that a judged target links and whose folders
  /// hold storyboards no target lists: a package's storyboards are resources of its own
  /// bundle, which its code may load (devstack's `PresentationLayer` holds all twelve of the
  /// app's scenes), and reading only the project's left them out with no word.
  mutating func noteLinkedPackagesHoldingStoryboards(_ resolution: InputResolution) {
    let judged = Set(resolution.targets.compactMap(\.projectTargetName))
    let targets = resolution.projects.flatMap(\.targets).filter { judged.contains($0.name) }
    let held = Set(resolution.projects.flatMap(\.targets).flatMap(\.storyboards).map(absolute))
    var seen = Set<String>()
    var unread: [String] = []
    for linked in targets.flatMap(\.linked) where linked.kind == .swiftPackage {
      guard
        let folder = linked.candidates.first(where: {
          FileManager.default.fileExists(atPath: $0 + "/Package.swift")
        }), seen.insert(absolute(folder)).inserted,
        let found = try? StoryboardInputs.find([folder])
      else { continue }
      let storyboards = found.files.filter {
        !held.contains(absolute($0)) && !$0.contains("/.build/")
          && !Self.liesInAnotherBuild($0, below: folder)
      }
      guard !storyboards.isEmpty else { continue }
      unread.append("\(linked.origin) (\(storyboards.count) storyboard(s))")
    }
    guard !unread.isEmpty else { return }
    report(
      .note,
      (unread.count == 1
        ? "A Swift package the targets link holds storyboards that no target of the project "
          + "lists, resources of the package's own bundle; they were not read: "
        : "\(unread.count) Swift packages the targets link hold storyboards that no target of "
          + "the project lists, resources of the packages' own bundles; they were not read: ")
        + unread.sorted().joined(separator: ", ")
        + ". Lint a package's folder as a PATH to check them.")
  }

  /// Whether `file` lies below a folder, under the package's `folder`, that holds a project or
  /// a package of its own: R.swift's package is its repository, whose example apps' projects
  /// hold their storyboards, which are not the package's resources.
  private static func liesInAnotherBuild(_ file: String, below folder: String) -> Bool {
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard file.hasPrefix(trimmed + "/") else { return false }
    var current = trimmed
    for name in file.dropFirst(trimmed.count + 1).split(separator: "/").dropLast() {
      current += "/" + name
      if FileManager.default.fileExists(atPath: current + "/Package.swift") { return true }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return true }
    }
    return false
  }
}
