import StoryboardKit

extension Console {
  /// Emits a diagnostic of the tool itself (no file, no place): `severity: message`.
  func report(_ severity: Severity, _ message: String, errorID: String? = nil) {
    diagnostics.emit(Diagnostic(severity: severity, message: message, errorID: errorID))
  }
}
