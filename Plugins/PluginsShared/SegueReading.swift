import Foundation

/// What `segue` reads for one target: the files a plugin lists (a Swift package target), or a
/// target of an Xcode project, which `segue` then reads as Xcode builds it (its storyboards,
/// sources, module, compilation conditions, launch storyboard and bundle).
enum SegueReading {
  /// `-- STORYBOARD...` with `--sources` and `--module`.
  case files(storyboards: [URL], sources: [URL], module: String)
  /// `--project PATH --target NAME`.
  case project(URL, target: String)

  /// The options that say which module or target, unless the user's options `extra` choose
  /// the module.
  func leadingOptions(extra: [String]) -> [String] {
    switch self {
    case .files(_, _, let module):
      SegueArguments.gives("module", extra) ? [] : ["--module", module]
    case .project(let project, let target): ["--project", project.path, "--target", target]
    }
  }

  /// `--sources` for each source the plugin lists.
  var sourceOptions: [String] {
    guard case .files(_, let sources, _) = self else { return [] }
    return sources.flatMap { ["--sources", $0.path] }
  }

  /// What follows the user's options: `--` and the storyboards, or nothing for a project.
  var operands: [String] {
    guard case .files(let storyboards, _, _) = self else { return [] }
    return ["--"] + storyboards.map(\.path)
  }

  /// The `.xcodeproj` of the project whose folder is `directory` and whose name is
  /// `displayName`: `NAME.xcodeproj` when it exists, else the folder's only `.xcodeproj`, else
  /// the folder (which `segue` reads when it holds exactly one).
  static func xcodeproj(in directory: URL, named displayName: String) -> URL {
    let named = directory.appendingPathComponent(displayName + ".xcodeproj", isDirectory: true)
    if FileManager.default.fileExists(atPath: named.path) { return named }
    let found = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }
    guard found.count == 1 else { return directory }
    return directory.appendingPathComponent(found[0], isDirectory: true)
  }
}
