/// A command line that cannot be run as written; the tool prints it with the command's usage
/// and exits with ``ExitCode/usage``.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A full sentence saying what is wrong.
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
