import DeterministicOutput
import Foundation

/// Path arithmetic on paths ``PathSpelling`` standardized, so that every spelling of a path
/// gives the same output.
package enum ProjectPaths {
  /// `relative` joined to the standardized `folder`; an absolute `relative` is kept. Plain
  /// string work, on the fast path when `relative` needs no standardizing: it runs for every
  /// file of a project.
  package static func join(_ folder: String, _ relative: String) -> String {
    if relative.isEmpty { return folder }
    if relative.hasPrefix("/") { return PathSpelling.standardized(relative, in: nil) }
    guard
      relative.contains("./") || relative.hasPrefix(".") || relative.contains("//")
        || relative.hasSuffix("/") || !folder.hasPrefix("/")
    else {
      return folder == "/" ? "/" + relative : folder + "/" + relative
    }
    return PathSpelling.standardized(relative, in: folder)
  }

  /// Whether a file or folder exists at `path`.
  package static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether `path` is a folder.
  package static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The path on disk that `path`, which does not exist, names on a case-insensitive file
  /// system (macOS's default, on which Xcode reads the project): each missing component matched
  /// to the one entry of its folder that differs from it in case only. Nil when there is no
  /// such entry, or more than one.
  package static func matchingCase(_ path: String) -> String? {
    var existing = path
    var rest: [Substring] = []
    while !exists(existing) {
      guard let slash = existing.lastIndex(of: "/"), slash != existing.startIndex else {
        return nil
      }
      rest.append(existing[existing.index(after: slash)...])
      existing = String(existing[..<slash])
    }
    for component in rest.reversed() {
      let wanted = component.lowercased()
      let names = (try? FileManager.default.contentsOfDirectory(atPath: existing)) ?? []
      let matches = names.filter { $0.lowercased() == wanted }
      guard matches.count == 1 else { return nil }
      existing += "/" + matches[0]
    }
    return existing
  }
}
