/// The status the `segue` tool exits with.
package struct ExitCode: Sendable, Hashable, CustomStringConvertible {
  package var rawValue: Int32

  init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Everything worked (lint: no errors).
  static let success = ExitCode(0)
  /// An input was malformed, or lint found errors.
  static let failure = ExitCode(1)
  /// The command line was wrong (sysexits' EX_USAGE).
  static let usage = ExitCode(64)

  package var description: String { String(rawValue) }
}
