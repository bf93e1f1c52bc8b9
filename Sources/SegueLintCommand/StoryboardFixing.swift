import Foundation
import SegueCommandLine
import SegueLint
import StoryboardKit

/// `segue lint --fix`: makes the fixes of the fixable rules in the storyboards, each file
/// written atomically and changed only in the attribute values fixed.
package enum StoryboardFixing {
  /// What the fixes changed.
  package struct Outcome: Sendable, Hashable {
    var fixes = 0
    var files = 0
  }

  /// Applies `fixes`, grouped by file; a file that cannot be read or written is a failure.
  static func apply(_ fixes: [AttributeFix]) throws(CommandFailure) -> Outcome {
    var outcome = Outcome()
    let byFile = Dictionary(grouping: fixes, by: \.path)
    for path in byFile.keys.sorted() {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandFailure(
          OutputFile.WriteError(path: path, reason: "it could not be read back to be fixed"))
      }
      let (bytes, applied) = AttributeEditor.apply(byFile[path] ?? [], to: Array(data))
      guard !applied.isEmpty else { continue }
      do {
        try OutputFile.write(Data(bytes), to: path)
      } catch {
        throw CommandFailure(error)
      }
      outcome.fixes += applied.count
      outcome.files += 1
    }
    return outcome
  }
}
