/// A command line that cannot be run as written; the tool prints it with the command's usage
/// and exits with ``ExitCode/usage``.
struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A full sentence saying what is wrong.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
