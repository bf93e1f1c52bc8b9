import StoryboardKit

/// Why a project could not be read at all, as a located diagnostic: a path that names no
/// project, a folder with several, an unreadable or truncated `project.pbxproj`.
package struct ProjectError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// Where and why, with severity error.
  package var diagnostic: Diagnostic

  package init(path: String, line: Int = 1, column: Int = 1, _ message: String) {
    diagnostic = Diagnostic(
      path: path, location: TextLocation(line: line, column: column), severity: .error,
      message: message, errorID: "project-unreadable")
  }

  /// `path:line:col: error: message`.
  package var description: String { diagnostic.xcodeDescription }
}
