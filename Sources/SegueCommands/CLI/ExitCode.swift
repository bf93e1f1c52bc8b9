/// The status the `segue` tool exits with.
public struct ExitCode: Sendable, Hashable, CustomStringConvertible {
  public var rawValue: Int32

  public init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Everything worked (lint: no errors).
  public static let success = ExitCode(0)
  /// An input was malformed, or lint found errors.
  public static let failure = ExitCode(1)
  /// The command line was wrong (sysexits' EX_USAGE).
  public static let usage = ExitCode(64)

  public var description: String { String(rawValue) }
}
