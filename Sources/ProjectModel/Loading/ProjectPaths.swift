import Foundation

/// Path arithmetic on standardized strings, so that every spelling of a path gives the same
/// output.
package enum ProjectPaths {
  /// `path` made absolute against the working folder, `.` and `..` removed.
  package static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// `relative` joined to `folder`, standardized; an absolute `relative` is kept.
  package static func join(_ folder: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return standardized(relative) }
    if relative.isEmpty { return folder }
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
