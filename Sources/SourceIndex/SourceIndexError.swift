import StoryboardKit

/// Why the files given to `--sources` could not be read.
package enum SourceIndexError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// Nothing exists at a path given.
  case missing(path: String)
  /// A file exists but could not be read.
  case unreadable(path: String)
  /// `NAME=` with no path after it.
  case moduleWithoutPath(String)

  package var description: String {
    switch self {
    case .missing(let path): "No sources file or directory exists at '\(path)'."
    case .unreadable(let path): "The source file '\(path)' could not be read."
    case .moduleWithoutPath(let argument):
      "The sources argument '\(argument)' names a module but no folder; write NAME=DIR."
    }
  }

  /// A missing or unreadable path is about that path; a malformed argument is a usage error.
  package var diagnostic: Diagnostic {
    switch self {
    case .missing(let path):
      Diagnostic(path: path, severity: .error, message: description, errorID: "sources-missing")
    case .unreadable(let path):
      Diagnostic(
        path: path, severity: .error, message: description, errorID: "sources-unreadable")
    case .moduleWithoutPath:
      Diagnostic(severity: .error, message: description, errorID: "usage")
    }
  }
}
