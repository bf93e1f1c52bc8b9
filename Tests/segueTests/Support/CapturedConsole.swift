@testable import segue

/// A console that keeps what a command writes, for tests to read.
final class CapturedConsole {
  private(set) var standardOutput = ""
  private(set) var standardError = ""

  /// A console that appends to this capture.
  var console: Console {
    Console(out: { self.standardOutput += $0 }, err: { self.standardError += $0 })
  }
}
