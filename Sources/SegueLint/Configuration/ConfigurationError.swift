import StoryboardKit

/// A configuration file that cannot be used, with where the problem is.
package typealias ConfigurationError = FileError<ConfigurationFile>

/// A lint configuration file, as ``ConfigurationError`` reports it (`configuration-invalid`).
package enum ConfigurationFile: FileErrorKind {
  package static let errorID = "configuration-invalid"
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
