import DeterministicOutput
import Foundation

/// The projects a `Podfile` puts in the workspace `pod install` writes: those its
/// `project 'Path'` lines (`xcodeproj` in old Podfiles) name, relative to the Podfile's folder,
/// `.xcodeproj` added where left out, as CocoaPods resolves them. A fresh clone lacks the
/// workspace (it is written, and often ignored), yet the app built is the workspace's:
/// Essentia's app and its UI gallery are separate projects under `Modules/` that only the
/// Podfile ties together.
package enum PodfileWorkspace {
  /// The `.xcodeproj` folders the `Podfile` in `folder` names that exist, sorted, without
  /// duplicates; none when there is no Podfile or it names no project.
  package static func projects(inFolder folder: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: folder + "/Podfile") else {
      return []
    }
    var found = Set<String>()
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      guard var path = projectPath(in: line) else { continue }
      if !path.hasSuffix(".xcodeproj") { path += ".xcodeproj" }
      let resolved = PathSpelling.standardized(path, in: folder)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        found.insert(resolved)
      }
    }
    return found.sortedByBytes()
  }

  /// The path a `project 'Path'` (or `xcodeproj "Path"`, with or without parentheses) line
  /// names; nil for any other line, a commented one included.
  private static func projectPath(in line: Substring) -> String? {
    let words = line.drop { $0 == " " || $0 == "\t" }
    guard let keyword = ["project", "xcodeproj"].first(where: { words.hasPrefix($0) }) else {
      return nil
    }
    let afterKeyword = words.dropFirst(keyword.count)
    // `projectName = …` or `project_root` is Ruby of another kind.
    guard let separator = afterKeyword.first, [" ", "\t", "("].contains(separator) else {
      return nil
    }
    let rest = afterKeyword.drop { $0 == " " || $0 == "\t" || $0 == "(" }
    guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
    let path = rest.dropFirst().prefix { $0 != quote }
    return path.isEmpty ? nil : String(path)
  }
}
