import SourceIndex
import StoryboardKit

/// Why an app could not be loaded: a path that does not exist, a project that cannot be read,
/// sources that cannot be read. Its diagnostics say why, the last the reason it stopped.
public struct AppInputError: Error, Sendable, Hashable, DiagnosticConvertible {
  /// The errors, in the order they were found.
  public let diagnostics: [Diagnostic]
  /// The sources' error, when it was they that could not be read.
  package let sourceError: SourceIndexError?

  package init(diagnostics: [Diagnostic], sourceError: SourceIndexError? = nil) {
    self.diagnostics = diagnostics
    self.sourceError = sourceError
  }

  /// The reason loading stopped.
  public var diagnostic: Diagnostic {
    diagnostics.last
      ?? Diagnostic(
        severity: .error, message: "The app could not be loaded.", errorID: "inputs-unreadable")
  }
}
