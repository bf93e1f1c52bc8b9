import AppInputs
import StoryboardKit

/// A command line that cannot be run as written; the tool prints it with the command's usage
/// and exits with ``ExitCode/usage``.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible, DiagnosticConvertible
{
  /// The error id of every usage error, which the printer maps to exit status 64.
  package static let errorID = InputUsageError.errorID

  /// A full sentence saying what is wrong.
  var message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }

  /// A tool-level error: `error: message`.
  package var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: message, errorID: Self.errorID)
  }
}
