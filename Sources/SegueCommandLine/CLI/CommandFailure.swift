import StoryboardKit

/// Why a command stopped: any library or tool error, carried as the diagnostic it gives, so
/// that ``CommandLineTool`` prints every command's failure in one place and one form and
/// chooses the exit status from it.
package struct CommandFailure: Error, Sendable, Hashable, DiagnosticConvertible {
  package var diagnostic: Diagnostic

  /// The failure `error` describes.
  package init(_ error: some DiagnosticConvertible) {
    diagnostic = error.diagnostic
  }

  /// A failure of the command itself, as a full sentence (`error: message`).
  package init(_ message: String, errorID: String) {
    diagnostic = Diagnostic(severity: .error, message: message, errorID: errorID)
  }
}
