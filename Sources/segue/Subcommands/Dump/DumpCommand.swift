import ProjectModel
import StoryboardKit

/// `segue dump`: shows the parsed model of storyboards, as a tree or as JSON.
struct DumpCommand: SegueCommand {
  /// How the model is shown.
  enum Format: String, Sendable, CaseIterable {
    case text
    case json
  }

  static let description = CommandDescription(
    name: "dump", abstract: "Show the scenes, controllers and segues that storyboards hold.",
    argument: {
      var paths = CommandDescription.Argument.storyboardPaths(
        "Not with --project.", unlessFlag: "project")
      paths.absent = "Give at least one storyboard file or directory, or --project PATH."
      return paths
    }(),
    options: [
      .choice(
        "format", Format.allCases.map(\.rawValue),
        help: "text (default): one line per scene, controller and segue, with its line:column. "
          + "json: an array with one object per storyboard, whatever their number."),
      .value(
        "project", "PATH",
        help: "Show the Xcode project's model instead: an .xcodeproj, or a folder holding one. "
          + "Its targets with kind, module, platform, deployment target, device family, "
          + "compilation conditions, Info.plist, entry points, storyboards and sources."),
      .repeated("target", "NAME", help: "With --project: only this target (repeatable)."),
      .value(
        "packages", "DIR",
        help: "With --project: a folder of resolved Swift packages (xcodebuild "
          + "-clonedSourcePackagesDirPath), where the linked packages' code is looked for."),
    ],
    exitStatus: "0 every input was dumped; 1 an input is malformed (the others are still "
      + "dumped), or the --project cannot be read; 64 the command line is wrong or names a "
      + "target the project lacks.")

  var paths: [String]
  var format: Format
  var project: String?
  var targets: [String]
  var packages: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    format = try arguments.choice("format", default: .text)
    paths = arguments.positionals
    project = arguments.value("project")
    targets = arguments.values("target")
    packages = arguments.value("packages")
    if project != nil && !paths.isEmpty {
      throw UsageError("Give storyboard paths or --project, not both.")
    }
    if project == nil && packages != nil {
      throw UsageError("--packages is where a project's packages are; give --project PATH.")
    }
    if project == nil && !targets.isEmpty {
      throw UsageError("--target selects targets of the --project; give --project PATH.")
    }
  }

  func run(console: Console) -> ExitCode {
    if let project {
      return ProjectDump(
        path: project, targets: targets, json: format == .json, packages: packages
      ).run(console)
    }
    guard let set = StoryboardSet.load(paths: paths, reportingTo: console) else {
      return .usage
    }
    switch format {
    case .text:
      console.out(set.documents.map(TextDump.render).joined())
    case .json:
      // Always an array, so a script reads one shape whatever the number of inputs.
      console.out(JSONValue.array(set.documents.map(JSONDump.object)).rendered() + "\n")
    }
    let errors = set.errors.map(\.diagnostic)
    DiagnosticPrinter.print(errors, to: console)
    return DiagnosticPrinter.exitCode(for: errors)
  }
}
