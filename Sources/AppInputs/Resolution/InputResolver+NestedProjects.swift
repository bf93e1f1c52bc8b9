import DeterministicOutput
import Foundation
import ProjectModel
import StoryboardKit

extension InputResolver {
  /// When no target of the projects `read` (those the lone `PATH` stands for) holds a
  /// storyboard: the projects one to three folders below the `PATH` that were not read, each
  /// read on its own (a library's repository keeps its project at the top and its demo apps'
  /// below, each with storyboards of the same names); else, or when those hold none either,
  /// the `PATH` read as plain files. A note says which.
  mutating func projectsBelowOrPlain(besides read: [String]) throws(InputResolution.Failure)
    -> InputResolution
  {
    let below = projectsBelow(besides: read)
    guard below.isEmpty else { return try fromProjects(below: below) }
    let names = read.map { ($0 as NSString).lastPathComponent }.sortedByBytes()
    let projects =
      names.count == 1
      ? names[0] : "the projects " + names.joined(separator: ", ")
    report(
      .note,
      "No app, framework or app-extension target of \(projects) holds a storyboard, so the "
        + "storyboards under '\(request.paths[0])' are read as plain files; name a target with "
        + "--project PATH --target NAME to read one.")
    return try plain()
  }

  /// The projects below the lone `PATH` (or `--project` folder) that
  /// ``projectsBelowOrPlain(besides:)`` reads, when `--target` names a target the projects at
  /// its top, none of which holds a storyboard, do not have; nil when there are none, to report
  /// the name as unknown.
  mutating func projectsBelowForTargets(besides read: [String], topHoldStoryboards: Bool)
    throws(InputResolution.Failure) -> InputResolution?
  {
    guard !topHoldStoryboards, !request.paths.isEmpty || request.projects.count == 1 else {
      return nil
    }
    let below = projectsBelow(besides: read)
    return below.isEmpty ? nil : try fromProjects(below: below)
  }

  /// When `--project` names a folder whose projects at its top hold no target with
  /// storyboards: the projects one to three folders below it, read as for a lone `PATH`
  /// (BarcodeScanner's library project at the top, its example app's below); nil when there
  /// are none.
  mutating func projectsBelowProjectFolder(besides read: [String])
    throws(InputResolution.Failure) -> InputResolution?
  {
    guard request.paths.isEmpty, request.projects.count == 1 else { return nil }
    let below = projectsBelow(besides: read)
    return below.isEmpty ? nil : try fromProjects(below: below)
  }

  /// The folder the request names: the lone `PATH`, else the lone `--project`.
  private var lonePath: String { request.paths.first ?? request.projects.first ?? "." }

  /// The projects one to three folders below the lone `PATH` not among `read`, looked for
  /// once.
  private mutating func projectsBelow(besides read: [String]) -> [String] {
    let trimmed = lonePath.hasSuffix("/") ? String(lonePath.dropLast()) : lonePath
    guard !searchedBelow, !trimmed.hasSuffix(".xcodeproj") else { return [] }
    searchedBelow = true
    let seen = Set(read.map(absolute))
    return NestedProjects.find(in: folder(of: trimmed))
      .filter { !seen.contains(absolute($0)) && hasProjectFile($0) }
  }

  /// `below` read, after a note that says why.
  private mutating func fromProjects(below: [String]) throws(InputResolution.Failure)
    -> InputResolution
  {
    let path = lonePath
    let source = "no target of the projects at its top holds a storyboard, and it holds below"
    if below.count == 1 {
      let base = folder(of: path) + "/"
      let spelled = absolute(below[0])
      let shown = spelled.hasPrefix(base) ? String(spelled.dropFirst(base.count)) : below[0]
      report(.note, "'\(path)': \(source) one Xcode project, which is read: \(shown).")
    }
    return try fromProjects(at: capped(below, in: path, source: source))
  }
}
