import DeterministicOutput
import Foundation

/// What Xcode keeps inside an `.xcodeproj` beside its `project.pbxproj`: the workspace it
/// opens the project in, each user's state, the shared schemes, and Xcode 3's per-user files.
/// A project folder that holds only these is not a checkout gone wrong but a project the
/// repository does not hold: EEXCESS's iOSX-App deleted `SECH Browser.xcodeproj/project.pbxproj`
/// and kept its `xcuserdata` and workspace, which no `git checkout` makes whole.
enum XcodeKeptData {
  /// The names Xcode writes inside an `.xcodeproj` folder, other than the project file.
  static let folders: Set<String> = ["project.xcworkspace", "xcuserdata", "xcshareddata"]

  /// The extensions of Xcode 3's per-user files (`me.pbxuser`, `me.mode1v3`).
  static let userFileExtensions: Set<String> = ["pbxuser", "mode1v3", "mode2v3", "perspectivev3"]

  /// The entries of the `.xcodeproj` at `project`, sorted, when it holds some and all are
  /// Xcode's kept data (hidden files aside); nil when it holds none, or anything else.
  static func only(in project: String) -> [String]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: project) else {
      return nil
    }
    let shown = names.filter { !$0.hasPrefix(".") }.sortedByBytes()
    guard !shown.isEmpty, shown.allSatisfy(isKept) else { return nil }
    return shown
  }

  private static func isKept(_ name: String) -> Bool {
    folders.contains(name)
      || userFileExtensions.contains((name as NSString).pathExtension)
  }
}
