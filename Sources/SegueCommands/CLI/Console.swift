import Foundation

/// Where a command writes: the process's standard output and error, or buffers in tests.
public final class Console {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void

  /// A console writing through the two closures.
  public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    self.writeOut = out
    self.writeErr = err
  }

  /// The process's standard output and standard error.
  public static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Writes `text` to standard output as it is.
  public func out(_ text: String) { writeOut(text) }

  /// Writes `text` and a newline to standard error.
  public func errorLine(_ text: String) { writeErr(text + "\n") }
}

/// A console that keeps what is written, for tests.
public final class CapturedConsole {
  public private(set) var standardOutput = ""
  public private(set) var standardError = ""

  public init() {}

  /// A console that appends to this capture.
  public var console: Console {
    Console(out: { self.standardOutput += $0 }, err: { self.standardError += $0 })
  }
}
