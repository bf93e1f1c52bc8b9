import StoryboardKit

/// Whether a ``PathProblem`` is an error or a warning. A path without storyboards is a
/// warning by default, since a new app's folder is not a wrong command line; with `--strict`,
/// and always under `CI=true`, it is an error, so that a CI job aimed at the wrong folder
/// fails instead of passing with nothing checked.
struct PathStrictness: Sendable, Hashable {
  /// What makes problems errors (`--strict` or `CI=true`); nil when they are warnings.
  var cause: String?

  /// Strict when `flag` (`--strict`) is given, or when `environment` has `CI` set to `true`
  /// (or `1`), as CI services set it.
  init(flag: Bool = false, environment: [String: String]) {
    let ci = environment["CI"].map { ["true", "1", "yes"].contains($0.lowercased()) } ?? false
    cause = flag ? "--strict" : ci ? "CI=true" : nil
  }

  /// Whether problems are errors.
  var isStrict: Bool { cause != nil }

  /// Prints each problem as a warning, or as an error that says what made it one; returns
  /// whether any was an error.
  @discardableResult
  func report(_ problems: [PathProblem], to console: Console) -> Bool {
    for problem in problems {
      if let cause {
        console.report(.error, "\(problem.sentence) (An error under \(cause).)")
      } else {
        console.report(.warning, "\(problem.sentence)")
      }
    }
    return isStrict && !problems.isEmpty
  }
}
