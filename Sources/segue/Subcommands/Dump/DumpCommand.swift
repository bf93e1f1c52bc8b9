import AppInputs
import DeterministicOutput
import ProjectModel
import SegueCommandLine
import StoryboardKit

/// `segue dump`: shows the parsed model of storyboards, as a tree or as JSON.
struct DumpCommand: SegueCommand {
  /// How the model is shown.
  enum Format: String, Sendable, CaseIterable {
    case text
    case json
  }

  /// `--format`.
  static let formatOption = CommandOption.choice(
    "format", Format.allCases.map(\.rawValue),
    help: "text (default): one line per scene, controller and segue, with its line:column. "
      + "json: an array with one object per storyboard, whatever their number; for an "
      + "Xcode project, {\"targets\": [{\"target\": NAME, \"storyboards\": [...]}]}.")

  /// `--project`.
  static let projectOption = CommandOption.value(
    "project", "PATH",
    help: "Show the Xcode project's model instead: an .xcodeproj, or a folder holding one. "
      + "Its targets with kind, module, platform, deployment target, device family, "
      + "compilation conditions, Info.plist, entry points, storyboards and sources.")

  /// `--target`.
  static let targetOption = CommandOption.repeated(
    "target", "NAME",
    help: "With --project, or a PATH that is or holds an Xcode project: only this target "
      + "(repeatable).")

  /// `--packages`.
  static let packagesOption = CommandOption.value(
    "packages", "DIR",
    help: "A folder of resolved Swift packages (xcodebuild "
      + "-clonedSourcePackagesDirPath), where the linked packages' code is looked for.")

  static let description = CommandDescription(
    name: "dump", abstract: "Show the scenes, controllers and segues that storyboards hold.",
    argument: {
      var paths = CommandDescription.Argument.storyboardPaths(
        "An Xcode project, or a folder holding one, gives its targets' storyboards, a section "
          + "each. Not with --project, which shows the project itself.", unlessFlag: "project")
      paths.absent = "Give at least one storyboard file or directory, or --project PATH."
      return paths
    }(),
    options: [
      formatOption,
      projectOption,
      targetOption,
      packagesOption,
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
    format = try arguments.choice(Self.formatOption, default: .text)
    paths = arguments.positionals
    project = arguments.value(Self.projectOption)
    targets = arguments.values(Self.targetOption)
    packages = arguments.value(Self.packagesOption)
    if project != nil && !paths.isEmpty {
      throw UsageError("Give storyboard paths or --project, not both.")
    }
  }

  func run(console: Console) {
    if let project {
      return ProjectDump(
        path: project, targets: targets, json: format == .json, packages: packages
      ).run(console)
    }
    // The PATHs are read as every command reads them: an Xcode project among them gives its
    // targets' storyboards.
    var inputs = InputOptions(paths: paths, targets: targets, packages: packages)
    inputs.readsFolderSources = false
    let resolution: InputResolution
    do {
      resolution = try InputResolution.resolve(inputs, console: console)
    } catch {
      return
    }
    if resolution.pathFailure != nil { return }
    // Dump shows no custom objects: the parser need not look for them.
    let set = StoryboardSet.load(resolution.storyboards, customObjects: false)
    if resolution.project == nil {
      switch format {
      case .text:
        console.out(set.documents.map(TextDump.render).joined())
      case .json:
        // Always an array, so a script reads one shape whatever the number of inputs.
        console.out(JSONValue.array(set.documents.map(JSONDump.object)).rendered() + "\n")
      }
    } else {
      console.out(Self.render(resolution.targets, of: set, format: format))
    }
    console.diagnostics.emit(set.errors.map(\.diagnostic))
  }

  /// The storyboards of a project's targets, each target's in its own section (text) or
  /// member of `targets` (JSON), in the project's order; a storyboard two targets hold is shown
  /// in both.
  static func render(_ targets: [InputTarget], of set: StoryboardSet, format: Format) -> String {
    let documents = Dictionary(
      set.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    switch format {
    case .text:
      return targets.enumerated().map { index, target in
        (index == 0 ? "" : "\n") + "== \(target.heading)\n"
          + target.storyboards.compactMap { documents[$0] }.map(TextDump.render).joined()
      }.joined()
    case .json:
      let members = targets.map { target -> JSONValue in
        .object([
          ("target", .optional(target.name)),
          (
            "storyboards",
            .array(target.storyboards.compactMap { documents[$0] }.map(JSONDump.object))
          ),
        ])
      }
      return JSONValue.object([("targets", .array(members))]).rendered() + "\n"
    }
  }
}
