/// A file the tool cannot use, with the place where the problem was found: a storyboard it
/// cannot read, a lint configuration or baseline it cannot use. `Kind` says which file, and so
/// which error id the diagnostic carries; each library names its own kind
/// (`StoryboardError` is `FileError<StoryboardFile>`).
public struct FileError<Kind: FileErrorKind>: Error, Sendable, Hashable,
  CustomStringConvertible, DiagnosticConvertible
{
  /// The path as given.
  public var path: String
  /// Where the problem was found (1-based); the start of the file when the file as a whole
  /// cannot be read.
  public var location: TextLocation
  /// A full sentence saying what was found and what was expected.
  public var message: String

  public init(path: String, location: TextLocation, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// The error for a file that cannot be read at all, placed at its start, where editors open
  /// it.
  public init(path: String, message: String) {
    self.init(path: path, location: TextLocation(line: 1, column: 1), message: message)
  }

  /// `path:line:col: error: message`, the form Xcode and editors understand.
  public var description: String { diagnostic.xcodeDescription }

  /// The error as a diagnostic, for tools that report findings.
  public var diagnostic: Diagnostic {
    Diagnostic(
      path: path, location: location, severity: .error, message: message,
      errorID: Kind.errorID)
  }
}

/// A kind of file that ``FileError`` reports: what its diagnostics' error id is.
public protocol FileErrorKind: Sendable, Hashable {
  /// The error id of the diagnostic, such as `storyboard-unreadable`.
  static var errorID: String { get }
}
