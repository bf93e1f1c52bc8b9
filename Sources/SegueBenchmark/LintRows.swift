import SegueLint
import StoryboardKit

/// Linting with every storyboard rule (the sources rules have no sources here).
enum LintRows {
  static var all: [BenchmarkRow] { [parseAndLint] }

  static let parseAndLint = BenchmarkRow(group: "cost", name: "parse + lint, every rule") {
    paths in
    Sink.keep(Linter().lint(CostRows.parse(paths)).count)
  }
}
