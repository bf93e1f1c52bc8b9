import Foundation

@testable import SegueCommandLine
@testable import segue

/// A console that keeps what a command writes, for tests to read. It works in a folder of its
/// own, empty unless a test puts files there, so no `.segue-lint.json` where the tests happen
/// to run changes what they see.
final class CapturedConsole {
  /// What was written; the console appends to it, and may outlive the capture.
  private final class Buffers {
    var standardOutput = ""
    var standardError = ""
  }

  private let buffers = Buffers()
  let workingDirectory: String
  let environment: [String: String]
  /// The console that appends to this capture: one per capture, so its diagnostics engine
  /// holds everything the run emitted.
  let console: Console

  var standardOutput: String { buffers.standardOutput }
  var standardError: String { buffers.standardError }

  /// A capture working in `workingDirectory`, by default an empty folder, with `environment`.
  init(
    workingDirectory: String = CapturedConsole.emptyFolder, environment: [String: String] = [:]
  ) {
    self.workingDirectory = workingDirectory
    self.environment = environment
    let buffers = buffers
    console = Console(
      out: { buffers.standardOutput += $0 }, err: { buffers.standardError += $0 },
      workingDirectory: workingDirectory, environment: environment)
  }

  /// A folder that stays empty, made once per test run.
  static let emptyFolder: String = {
    let path = NSTemporaryDirectory() + "segue-tests-empty-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()
}
