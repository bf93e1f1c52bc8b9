/// A problem found while scanning, located by byte offset. The parser turns it into a
/// ``StoryboardError`` with a line and column once it knows where lines start.
struct XMLSyntaxError: Error, DiagnosticConvertible {
  /// The offset of the offending byte in the file (the end of the file for a truncated one).
  var offset: Int
  /// A full sentence saying what was found and what was expected.
  var message: String

  /// The message alone: the file and its lines are the parser's to add (it throws a
  /// ``StoryboardError``).
  var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: message, errorID: "storyboard-unreadable")
  }
}
