import StoryboardKit

/// `segue dump`: shows the parsed model of storyboards, as a tree or as JSON.
struct DumpCommand: SegueCommand {
  /// How the model is shown.
  enum Format: String, Sendable, CaseIterable {
    case text
    case json
  }

  static let name = "dump"
  static let abstract = "Show the scenes, controllers and segues that storyboards hold."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: segue dump PATH... [--format text|json]

    ARGUMENTS:
      PATH          A .storyboard file, or a directory: every .storyboard under it.

    OPTIONS:
      --format      text (default): one line per scene, controller and segue, with its
                    line:column. json: one object per storyboard (an array when several).
      --help        Show this help.

    EXIT STATUS:
      0 every input was dumped; 1 an input is malformed (the others are still dumped);
      64 the command line is wrong.

    """

  var paths: [String]
  var format: Format

  init(arguments: inout ArgumentScanner) throws(UsageError) {
    format = try arguments.choice("format", default: .text)
    paths = try arguments.positionals()
    if paths.isEmpty { throw UsageError("Give at least one storyboard file or directory.") }
  }

  func run(console: Console) -> ExitCode {
    guard let set = StoryboardSet.load(paths: paths, reportingTo: console) else {
      return .usage
    }
    switch format {
    case .text:
      console.out(set.documents.map(TextDump.render).joined())
    case .json:
      let objects = set.documents.map(JSONDump.object)
      let value = objects.count == 1 && set.errors.isEmpty ? objects[0] : .array(objects)
      console.out(value.rendered() + "\n")
    }
    for error in set.errors {
      console.errorLine(error.description)
    }
    return set.errors.isEmpty ? .success : .failure
  }
}
