import Foundation
import ProjectModel
import StoryboardKit

/// Without a project, the launch storyboards an Info.plist among the inputs names: a file
/// named `Info.plist` or `*-Info.plist` given as a PATH or under one. What each opens at
/// launch (`UIMainStoryboardFile`, `NSMainStoryboardFile`, `UISceneStoryboardFile`, an
/// extension's storyboard) joins the list, the files in path order; a launch screen never does.
package enum InfoPlistSearch {
  /// Whether the file at `path` (or of that name) is an Info.plist: `Info.plist` or
  /// `*-Info.plist`, read from the path's end with no bridging to `NSString`.
  static func isInfoPlist(_ path: String) -> Bool {
    path == "Info.plist" || path.hasSuffix("/Info.plist") || path.hasSuffix("-Info.plist")
  }

  /// The launch storyboards and launch screens of the Info.plist `files` (as the walk of the
  /// inputs found them, ``StoryboardInputs/find(_:reading:)``), without duplicates, and a
  /// warning for each that could not be read (named, never silent): the reading error as a
  /// warning, since the storyboards are still read.
  static func entryPoints(of files: [String])
    -> (names: [String], launchScreens: [String], warnings: [Diagnostic])
  {
    var names: [String] = []
    var screens: [String] = []
    var warnings: [Diagnostic] = []
    for file in files {
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
