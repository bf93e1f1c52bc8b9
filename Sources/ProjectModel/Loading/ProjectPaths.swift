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
  /// Whether `path`, an `.xcodeproj` found at a folder's top, is a project of the app there: a
  /// folder (a symbolic link to one that is missing is not, such as the `_Pods.xcodeproj` that
  /// CocoaPods' library template links to `Example/Pods/Pods.xcodeproj` before `pod install`),
  /// and not the Pods project itself.
  package static func isAppProject(_ path: String) -> Bool {
    isFolder(path)
      && (path as NSString).resolvingSymlinksInPath.split(separator: "/").last
        != "Pods.xcodeproj"
  }

  package static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
