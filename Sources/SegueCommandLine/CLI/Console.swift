import Foundation

/// What a command reads and writes besides the files its arguments name: standard output
/// and error, the working directory (where `.segue-lint.json` is looked for) and the
/// environment (where an Xcode Run Script phase names its files). Tests give buffers, a folder
/// and variables of their own, so nothing depends on where they run.
package final class Console {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  /// The directory relative paths and conventional files are read from.
  package let workingDirectory: String
  /// The environment variables the command sees.
  package let environment: [String: String]
  /// Every diagnostic of the run goes through it, and it decides the exit status.
  package let diagnostics: DiagnosticsEngine

  /// A console writing through the two closures, working in `workingDirectory` with
  /// `environment`.
  init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void, workingDirectory: String,
    environment: [String: String] = [:]
  ) {
    self.writeOut = out
    self.writeErr = err
    self.workingDirectory = workingDirectory
    self.environment = environment
    self.diagnostics = DiagnosticsEngine(writingLines: { err($0 + "\n") })
  }

  /// The process's standard output and standard error, in `workingDirectory`: the process's,
  /// which only an executable's `main.swift` asks for.
  package static func standard(workingDirectory: String) -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      workingDirectory: workingDirectory,
      environment: ProcessInfo.processInfo.environment)
  }

  /// Writes `text` to standard output as it is.
  package func out(_ text: String) { writeOut(text) }

  /// Writes `text` and a newline to standard error.
  package func errorLine(_ text: String) { writeErr(text + "\n") }
}
