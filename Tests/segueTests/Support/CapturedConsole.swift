import Foundation

@testable import segue

/// A console that keeps what a command writes, for tests to read. It works in a folder of its
/// own, empty unless a test puts files there, so no `.segue-lint.json` where the tests happen
/// to run changes what they see.
final class CapturedConsole {
  private(set) var standardOutput = ""
  private(set) var standardError = ""
  let workingDirectory: String
  let environment: [String: String]

  /// A capture working in `workingDirectory`, by default an empty folder, with `environment`.
  init(
    workingDirectory: String = CapturedConsole.emptyFolder, environment: [String: String] = [:]
  ) {
    self.workingDirectory = workingDirectory
    self.environment = environment
  }

  /// A console that appends to this capture.
  var console: Console {
    Console(
      out: { self.standardOutput += $0 }, err: { self.standardError += $0 },
      workingDirectory: workingDirectory, environment: environment)
  }

  /// A folder that stays empty, made once per test run.
  static let emptyFolder: String = {
    let path = NSTemporaryDirectory() + "segue-tests-empty-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()
}
