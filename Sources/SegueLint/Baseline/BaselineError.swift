import StoryboardKit

/// A baseline file that cannot be used, with where the problem is.
package struct BaselineError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  package var path: String
  /// Nil when the file as a whole cannot be read.
  package var location: TextLocation?
  /// A full sentence.
  package var message: String

  package init(path: String, location: TextLocation? = nil, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `path:line:col: error: message`.
  package var description: String { diagnostic.xcodeDescription }

  package var diagnostic: Diagnostic {
    Diagnostic(
      path: path, location: location, severity: .error, message: message,
      errorID: "baseline-invalid")
  }
}
