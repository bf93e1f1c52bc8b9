import Foundation

/// Path arithmetic on standardized strings, so that every spelling of a path gives the same
/// output.
package enum ProjectPaths {
  /// `path` made absolute against the working folder, without `.`, `..`, repeated or trailing
  /// slashes; symbolic links are left as they are. Plain string work: it runs for every file
  /// of a project.
  package static func standardized(_ path: String) -> String {
    let joined =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// `relative` joined to the standardized `folder`; an absolute `relative` is kept.
  package static func join(_ folder: String, _ relative: String) -> String {
    if relative.isEmpty { return folder }
    if relative.hasPrefix("/") { return standardized(relative) }
    guard
      relative.contains("./") || relative.hasPrefix(".") || relative.contains("//")
        || relative.hasSuffix("/")
    else {
      return folder == "/" ? "/" + relative : folder + "/" + relative
    }
    return standardized(folder + "/" + relative)
  }

  /// `path` relative to `folder`, with `../` where it lies outside; both standardized.
  package static func relative(_ path: String, to folder: String) -> String {
    let target = path.split(separator: "/")
    let base = folder.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: base.count - common)
    let parts = up + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
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
}
