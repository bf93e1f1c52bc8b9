/// An error (or any other outcome) that says what went wrong as the one diagnostic value, so
/// the command line prints every library's errors in one place and one form. Every library
/// error type of the tool conforms; the test `everyErrorTypeGivesADiagnostic` lists them.
public protocol DiagnosticConvertible {
  /// The error as a diagnostic: severity, message, error id, place and notes.
  var diagnostic: Diagnostic { get }
}
