import StoryboardKit

/// Receives every diagnostic of a run and decides, once, how the process exits. Diagnostics
/// the tool prints go through ``emit(_:usageReminder:)``, which writes each as
/// `path:line:col: severity: message [rule-id]` on standard error (`path: …` for a whole file,
/// `severity: message` for the tool itself) with its notes on the lines below; those a reporter
/// writes on standard output (lint's findings) go through ``record(_:)``. Commands return no
/// status: ``CommandLineTool`` asks ``exitCode`` when the command is done.
package final class DiagnosticsEngine {
  private let write: (String) -> Void
  private var sawUsageError = false
  private var sawFailure = false
  /// What ``emit(_:usageReminder:)`` printed, in order: lint's reporters carry it too.
  package private(set) var emitted: [Diagnostic] = []
  private var printed = Set<Diagnostic>()
  /// Whether a warning received from now on fails the run: lint's `--strict` sets it once its
  /// inputs are read, so that its findings and its own warnings fail, while the warnings about
  /// reading the project, which `--strict` does not judge, do not.
  package var warningsFail = false

  /// An engine that writes the lines it prints through `write`, one call per line.
  init(writingLines write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Prints each diagnostic's lines in the order given, then `usageReminder` (a command's
  /// usage, after a command line it could not read), and records them. Each diagnostic is
  /// printed once: several targets read the same file (a package's header, an xcconfig) and
  /// would each say the same thing of it.
  package func emit(_ diagnostics: [Diagnostic], usageReminder: String? = nil) {
    let diagnostics = diagnostics.filter { printed.insert($0).inserted }
    var lines = diagnostics.flatMap(\.xcodeLines)
    if let usageReminder, !lines.isEmpty { lines[lines.count - 1] += "\n\n" + usageReminder }
    for line in lines { write(line) }
    emitted += diagnostics
    record(diagnostics)
  }

  /// Prints `diagnostic` and records it.
  package func emit(_ diagnostic: Diagnostic, usageReminder: String? = nil) {
    emit([diagnostic], usageReminder: usageReminder)
  }

  /// Records diagnostics a reporter has written, without printing them.
  package func record(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error:
        sawFailure = true
        if diagnostic.errorID == UsageError.errorID { sawUsageError = true }
      case .warning where warningsFail: sawFailure = true
      default: break
      }
    }
  }

  /// Whether the run fails so far: an error, or a warning while ``warningsFail`` was set.
  package var hasFailed: Bool { sawFailure }

  /// The status the run exits with: 64 when a usage error was received, 1 when the run
  /// failed (``hasFailed``), else 0.
  var exitCode: ExitCode {
    sawUsageError ? .usage : sawFailure ? .failure : .success
  }
}
