import StoryboardKit

/// Inputs that cannot be read as asked: a path that does not exist, a target the project does
/// not have, several targets where one is needed. The command line's mistake when it named
/// them, so its error id is the command line's usage id (exit status 64).
package struct InputUsageError: Error, Sendable, Hashable, DiagnosticConvertible {
  /// The error id of a usage error, which the command line maps to exit status 64.
  package static let errorID = "usage"

  /// A full sentence saying what is wrong.
  package var message: String

  package init(_ message: String) {
    self.message = message
  }

  /// A tool-level error: `error: message`.
  package var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: message, errorID: Self.errorID)
  }
}
