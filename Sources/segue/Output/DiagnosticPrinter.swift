import StoryboardKit

/// The one place the tool prints diagnostics: each as `path:line:col: severity: message
/// [rule-id]` on standard error (`path: …` for a whole file, `severity: message` for the tool
/// itself), its notes on the lines below, and the exit status chosen from what was printed.
enum DiagnosticPrinter {
  /// The lines of `diagnostic`: its own, then one per note.
  static func lines(_ diagnostic: Diagnostic) -> [String] {
    diagnostic.xcodeLines
  }

  /// Writes each diagnostic's lines to the console's standard error, in the order given.
  static func print(_ diagnostics: [Diagnostic], to console: Console) {
    for diagnostic in diagnostics {
      for line in lines(diagnostic) { console.errorLine(line) }
    }
  }

  /// Writes `diagnostic`'s lines to the console's standard error.
  static func print(_ diagnostic: Diagnostic, to console: Console) {
    print([diagnostic], to: console)
  }

  /// The status a run that reported `diagnostics` exits with: 64 when one is a usage error
  /// (error id `usage`), 1 when one is an error (or, when `strict`, a warning), else 0.
  static func exitCode(for diagnostics: [Diagnostic], strict: Bool = false) -> ExitCode {
    if diagnostics.contains(where: { $0.severity == .error && $0.errorID == UsageError.errorID }) {
      return .usage
    }
    let failing: Severity = strict ? .warning : .error
    return diagnostics.contains { $0.severity >= failing } ? .failure : .success
  }
}
