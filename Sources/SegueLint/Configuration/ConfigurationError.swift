import StoryboardKit

/// A configuration file that cannot be used, with where the problem is.
package struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  package var path: String
  package var location: TextLocation
  /// A full sentence.
  package var message: String

  package init(path: String, location: TextLocation, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `path:line:col: error: message`, the form Xcode and editors understand.
  package var description: String { diagnostic.xcodeDescription }

  package var diagnostic: Diagnostic {
    Diagnostic(
      path: path, location: location, severity: .error, message: message,
      errorID: "configuration-invalid")
  }
}

extension ConfigurationError {
  /// The error for a rule id that names no rule: the closest id when it looks like a typo,
  /// else every id.
  static func unknownRule(_ identifier: String, at location: TextLocation, path: String)
    -> Self
  {
    let suggestion = NameSuggestion.didYouMean(identifier, among: LintRules.identifiers)
    return Self(
      path: path, location: location,
      message: "'\(identifier)' is not a rule id."
        + (suggestion.isEmpty
          ? " Expected one of: \(LintRules.identifiers.joined(separator: ", "))." : suggestion))
  }
}
