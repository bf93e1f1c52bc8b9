import DeterministicOutput
import Foundation
import SegueCommandLine
import SegueLint
import StoryboardKit

/// `segue lint --baseline FILE` and `--write-baseline FILE`: the baseline read and written
/// with findings' paths spelled relative to the file's folder, so that a baseline committed
/// with the app matches in any checkout and from any working directory.
package struct LintBaselineFile {
  var path: String
  /// The absolute folder of the file, which its paths are relative to.
  private var folder: String
  private var workingDirectory: String

  init(path: String, workingDirectory: String) {
    self.path = path
    self.workingDirectory = workingDirectory
    let absolute = PathSpelling.absolute(path, in: workingDirectory)
    folder = PathSpelling.absolute(absolute + "/..", in: "/")
  }

  /// A finding's path as the baseline spells it.
  func spell(_ findingPath: String) -> String {
    PathSpelling.relative(
      PathSpelling.absolute(findingPath, in: workingDirectory), from: folder)
  }

  /// The baseline in the file; an error when there is none or it is malformed.
  func read() throws(CommandFailure) -> LintBaseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(
        BaselineError(
          path: path,
          message: "No baseline can be read here; write one with 'segue lint "
            + "--write-baseline \(path)'."))
    }
    do {
      return try LintBaseline.parse(bytes: Array(data), path: path)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Writes the baseline of `findings` atomically; the number of findings it holds.
  func write(_ findings: [Diagnostic]) throws(CommandFailure) -> Int {
    let baseline = LintBaseline(findings: findings, file: spell)
    do {
      try OutputFile.write(baseline.json, to: path)
    } catch {
      throw CommandFailure(error)
    }
    return baseline.entries.count
  }
}
