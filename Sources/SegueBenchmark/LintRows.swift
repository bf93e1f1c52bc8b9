import SegueCommands
import StoryboardKit

/// The "lint" group: parsing alone, then parsing and linting with every rule, so the table's
/// "first row ×" column shows what linting costs over parsing (the goal is at most 1.3×).
enum LintRows {
  static var all: [BenchmarkRow] { [parseOnly, parseAndLint] }

  /// The same parse as the lint row, keeping the documents.
  static let parseOnly = BenchmarkRow(group: "lint", name: "parse (lint's baseline)") { paths in
    Sink.keep(parse(paths).documents.count)
  }

  /// Parse, then run every storyboard rule (the sources rules have no sources here).
  static let parseAndLint = BenchmarkRow(group: "lint", name: "parse + lint, every rule") {
    paths in
    Sink.keep(Linter().lint(parse(paths)).count)
  }

  /// Parses each file in turn, as the parse group's StoryboardKit row does.
  private static func parse(_ paths: [String]) -> StoryboardSet {
    var documents: [StoryboardDocument] = []
    var errors: [StoryboardError] = []
    for path in paths {
      do {
        documents.append(try StoryboardParser.parse(contentsOf: path))
      } catch {
        errors.append(error)
      }
    }
    return StoryboardSet(documents: documents, errors: errors)
  }
}
