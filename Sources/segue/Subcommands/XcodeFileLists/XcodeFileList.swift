import DeterministicOutput
import SegueCommandLine
import StoryboardKit

/// The text of an `.xcfilelist`: one path a line, each spelled from `$(SRCROOT)` so that the
/// list is the same on every checkout, sorted and without duplicates.
struct XcodeFileList: Sendable, Hashable {
  /// The absolute folder written as `$(SRCROOT)`.
  var root: String
  /// The folder relative paths are read from.
  var workingDirectory: String

  /// The list of `paths`.
  func content(_ paths: [String]) -> String {
    let spelled = Set(
      paths.map { path in
        "$(SRCROOT)/"
          + PathSpelling.relative(
            PathSpelling.absolute(path, in: workingDirectory), from: root)
      })
    return spelled.sorted(by: ByteOrder.precedes).map { $0 + "\n" }.joined()
  }
}
