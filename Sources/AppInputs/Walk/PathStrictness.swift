import StoryboardKit

/// Whether a ``PathProblem`` is an error or a warning. A path without storyboards is a
/// warning by default, since a new app's folder is not a wrong command line; with `--strict`,
/// and always under `CI=true`, it is an error, so that a CI job aimed at the wrong folder
/// fails instead of passing with nothing checked.
package struct PathStrictness: Sendable, Hashable {
  /// What makes problems errors (`--strict` or `CI=true`); nil when they are warnings.
  package var cause: String?

  /// Strict when `flag` (`--strict`) is given, or when `environment` has `CI` set to `true`
  /// (or `1`), as CI services set it.
  package init(flag: Bool = false, environment: [String: String]) {
    let ci = environment["CI"].map { ["true", "1", "yes"].contains($0.lowercased()) } ?? false
    cause = flag ? "--strict" : ci ? "CI=true" : nil
  }

  /// Whether problems are errors.
  package var isStrict: Bool { cause != nil }

  /// Each problem as a tool-level warning, or as an error that says what made it one: a
  /// command line aimed at the wrong folder, so a usage error (exit status 64, where the
  /// command's status comes from it).
  package func diagnostics(for problems: [PathProblem]) -> [Diagnostic] {
    problems.map { problem in
      if let cause {
        InputUsageError("\(problem.sentence) (An error under \(cause).)").diagnostic
      } else {
        Diagnostic(severity: .warning, message: problem.sentence)
      }
    }
  }
}
