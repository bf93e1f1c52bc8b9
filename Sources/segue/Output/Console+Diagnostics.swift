import StoryboardKit

extension Console {
  /// Prints a diagnostic of the tool itself (no file, no place) through ``DiagnosticPrinter``,
  /// the one place diagnostics are printed: `severity: message`.
  func report(_ severity: Severity, _ message: String, errorID: String? = nil) {
    DiagnosticPrinter.print(
      Diagnostic(severity: severity, message: message, errorID: errorID), to: self)
  }
}
