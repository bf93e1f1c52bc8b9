import DeterministicOutput
import Foundation
import ProjectModel
import SegueDiagnostics

extension InputResolver {
  /// One note naming the storyboards under the lone folder `PATH` that no target of the
  /// projects read builds: a storyboard left beside the app's (OpenFind's two, in no target)
  /// was not read, and nothing said so. Linked code's folders (`Pods`, `SourcePackages`,
  /// `Carthage/Checkouts`, `node_modules`), local packages and the folders of projects not
  /// read are left out: their storyboards are another build's, and the note on projects below
  /// names those.
  mutating func noteStoryboardsInNoTarget(_ resolution: InputResolution, in path: String) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard !trimmed.hasSuffix(".xcodeproj"), !trimmed.hasSuffix(".xcworkspace"),
      !resolution.projects.isEmpty
    else { return }
    let top = folder(of: trimmed)
    guard let found = try? StoryboardInputs.find([top]) else { return }
    // A localized storyboard is held by its `Base.lproj` file (or another language's).
    let held = Set(
      resolution.projects.flatMap(\.targets).flatMap(\.storyboards).map {
        Self.variantKey(absolute($0))
      })
    let read = Set(
      resolution.projects.flatMap { [$0.path] + $0.referencedProjects }.map {
        PathSpelling.parent(of: absolute($0)) + "/"
      })
    let otherBuilds = projectsNoted(below: top)
      .map { PathSpelling.parent(of: absolute($0)) + "/" }
      .filter { !read.contains($0) }
    let unbuilt = found.files.map(absolute).filter { file in
      !held.contains(Self.variantKey(file))
        && !otherBuilds.contains { file.hasPrefix($0) }
        && !Self.isAnotherBuilds(String(file.dropFirst(top.count)), under: top)
    }
    // One storyboard's localizations are one entry, named by the first path (`Base.lproj`'s).
    var keys = Set<String>()
    let shown = unbuilt.filter { keys.insert(Self.variantKey($0)).inserted }
      .map { String($0.dropFirst(top.count + 1)) }
    guard !shown.isEmpty else { return }
    report(
      .note,
      "'\(path)': "
        + (shown.count == 1
          ? "1 storyboard below it is in no target of the project(s) read, so it was not read: "
          : "\(shown.count) storyboards below it are in no target of the project(s) read, so "
            + "they were not read: ")
        + shown.prefix(Self.listedUnbuilt).joined(separator: ", ")
        + (shown.count > Self.listedUnbuilt ? " and \(shown.count - Self.listedUnbuilt) more" : "")
        + "; a storyboard is read when a target of a project read copies it (another "
        + "project is read with --project PATH).")
  }

  /// A storyboard's path with its `.lproj` folder's name dropped, so that the localizations
  /// of one storyboard are one key.
  private static func variantKey(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return path }
    parts[parts.count - 2] = "*.lproj"
    return parts.joined(separator: "/")
  }

  /// Whether the storyboard at `relative` (from `top`, starting with `/`) lies in linked code
  /// or in a local package, whose storyboards another build compiles.
  private static func isAnotherBuilds(_ relative: String, under top: String) -> Bool {
    let folders = relative.split(separator: "/").dropLast()
    if folders.contains(where: { passedOver.contains(String($0)) || $0.hasSuffix(".xcloc") }) {
      return true
    }
    if relative.contains("/Carthage/Checkouts/") { return true }
    var folder = top
    for name in folders {
      folder += "/" + name
      if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return true }
    }
    return false
  }

  /// The folders of linked code and build products a checkout may hold; an `.xcloc`
  /// (a localization export) holds copies of the storyboards.
  private static var passedOver: Set<String> {
    ["Pods", "SourcePackages", "node_modules", "build", "Build", "DerivedData", "vendor", "Vendor"]
  }

  /// The most storyboards the note names.
  private static var listedUnbuilt: Int { 5 }
}
