import Foundation
import ProjectModel
import StoryboardKit

/// Without a project, the launch storyboards an Info.plist among the inputs names: a file
/// named `Info.plist` or `*-Info.plist` given as a PATH or under one. What each opens at
/// launch (`UIMainStoryboardFile`, `NSMainStoryboardFile`, `UISceneStoryboardFile`, an
/// extension's storyboard) joins the list, the files in path order; a launch screen never does.
enum InfoPlistSearch {
  /// Whether a file of that name is an Info.plist.
  static func isInfoPlist(_ name: String) -> Bool {
    name == "Info.plist" || name.hasSuffix("-Info.plist")
  }

  /// The Info.plist files `paths` name or hold, sorted; build folders are skipped.
  static func files(in paths: [String]) -> [String] {
    var found = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      guard isDirectory.boolValue else {
        if isInfoPlist((path as NSString).lastPathComponent) { found.insert(path) }
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let walker = FileManager.default.enumerator(atPath: base)
      while let relative = walker?.nextObject() as? String {
        if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
        if isInfoPlist((relative as NSString).lastPathComponent) {
          found.insert(base + "/" + relative)
        }
      }
    }
    return found.sorted(by: ByteOrder.precedes)
  }

  /// The launch storyboards and launch screens of the Info.plists under `paths`, without
  /// duplicates, and a warning for each that could not be read (named, never silent): the
  /// reading error as a warning, since the storyboards are still read.
  static func entryPoints(in paths: [String])
    -> (names: [String], launchScreens: [String], warnings: [Diagnostic])
  {
    var names: [String] = []
    var screens: [String] = []
    var warnings: [Diagnostic] = []
    for file in files(in: paths) {
      do {
        for entry in try InfoPlistEntryPoints.read(path: file) where entry.idiom != .pad {
          if entry.role == .launchScreen {
            if !screens.contains(entry.storyboardName) { screens.append(entry.storyboardName) }
          } else if !names.contains(entry.storyboardName) {
            names.append(entry.storyboardName)
          }
        }
      } catch {
        var warning = error.diagnostic
        warning.severity = .warning
        warnings.append(warning)
      }
    }
    return (names, screens, warnings)
  }
}
