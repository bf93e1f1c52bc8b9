import DeterministicOutput
import Foundation

extension ProjectLocator {
  /// Throws when the `.xcodeproj` at `xcodeproj` lacks its `project.pbxproj` beside the spec
  /// a generator makes it from: a checkout whose `.gitignore` keeps the generated project out
  /// but its folder in (ReadingList's `ReadingList.xcodeproj` holds a workspace, and XcodeGen
  /// writes the rest). Reading it would fail with "cannot be read", which says nothing of how
  /// to make it; this says, as lint's note does.
  static func requireGenerated(_ xcodeproj: String, given: String) throws(ProjectError) {
    guard !FileManager.default.fileExists(atPath: xcodeproj + "/project.pbxproj"),
      let generator = ProjectGenerator.spec(inFolder: PathSpelling.parent(of: xcodeproj))
    else { return }
    throw ProjectError(
      path: given,
      "'\((xcodeproj as NSString).lastPathComponent)' holds no project.pbxproj; it is "
        + "generated from \(generator.name) (run `\(generator.command)`, then run again).")
  }
}
