import StoryboardKit

/// A configuration file that cannot be used, with where the problem is.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var location: SourceLocation
  /// A full sentence.
  public var message: String

  public init(path: String, location: SourceLocation, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `path:line:col: error: message`, the form Xcode and editors understand.
  public var description: String {
    Diagnostic(path: path, location: location, severity: .error, message: message)
      .xcodeDescription
  }
}
