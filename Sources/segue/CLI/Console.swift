import Foundation

/// Where a command writes: the process's standard output and error, or buffers in tests.
final class Console {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void

  /// A console writing through the two closures.
  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    self.writeOut = out
    self.writeErr = err
  }

  /// The process's standard output and standard error.
  static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Writes `text` to standard output as it is.
  func out(_ text: String) { writeOut(text) }

  /// Writes `text` and a newline to standard error.
  func errorLine(_ text: String) { writeErr(text + "\n") }
}
