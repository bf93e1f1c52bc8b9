import StoryboardKit

/// The "cost" group: what each command costs beyond reading its storyboards. Its first row
/// parses every file on one core; the generate, lint and graph rows parse the same way and then
/// do their work, so the table's ratio is the command's time over parsing alone.
enum CostRows {
  static var all: [BenchmarkRow] {
    [parseOnly] + GenerateRows.all + LintRows.all + GraphRows.all
  }

  static let parseOnly = BenchmarkRow(group: "cost", name: "parse only (one core)") { paths in
    Sink.keep(parse(paths).documents.count)
  }

  /// Parses each file in turn on this thread; a malformed file is kept as an error, as the
  /// commands keep it.
  static func parse(_ paths: [String]) -> StoryboardSet {
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
