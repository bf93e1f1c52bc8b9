import StoryboardKit

/// Why the files given to `--sources` could not be read.
package enum SourceIndexError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// Nothing exists at a path given.
  case missing(path: String)
  /// `NAME=` with no path after it.
  case moduleWithoutPath(String)

  package var description: String {
    switch self {
    case .missing(let path): "No sources file or directory exists at '\(path)'."
    case .moduleWithoutPath(let argument):
      "The sources argument '\(argument)' names a module but no folder; write NAME=DIR."
    }
  }

  /// A usage error (the sentence names the path): a path the command line names that does not
  /// exist, or a malformed argument. A file that exists but cannot be read is a warning of the
  /// index instead, so one such file does not stop the run.
  package var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: description, errorID: "usage")
  }
}
