/// Why a file could not be read as a storyboard, with the place where reading stopped.
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// The path as given.
  public var path: String
  /// Where the problem was found (1-based).
  public var location: TextLocation
  /// A full sentence saying what was found and what was expected.
  public var message: String

  public init(path: String, location: TextLocation, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `path:line:col: error: message`.
  public var description: String { diagnostic.xcodeDescription }

  /// The error as a diagnostic, for tools that report findings.
  public var diagnostic: Diagnostic {
    Diagnostic(
      path: path, location: location, severity: .error, message: message,
      errorID: "storyboard-unreadable")
  }
}
