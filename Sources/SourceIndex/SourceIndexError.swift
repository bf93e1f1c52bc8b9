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

  /// A tool-level error (the sentence names the path): a path the command line names that
  /// does not exist, or a malformed argument, is a usage error; an unreadable file is not.
  package var diagnostic: Diagnostic {
    let errorID =
      switch self {
      case .missing, .moduleWithoutPath: "usage"
      case .unreadable: "sources-unreadable"
      }
    return Diagnostic(severity: .error, message: description, errorID: errorID)
  }
}
