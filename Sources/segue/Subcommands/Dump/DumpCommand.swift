import AppInputs
import DeterministicOutput
import ProjectModel
import SegueCommandLine
import SourceIndex
import StoryboardKit

/// `segue dump`: shows the parsed model of storyboards, as a tree or as JSON.
struct DumpCommand: SegueCommand {
  /// `--format`.
  static let formatOption = ReportFormat.option(
    text: "one line per scene, controller and segue, with its line:column.",
    json: "an array with one object per storyboard, whatever their number (with --project, the "
      + "project's model as one object; with a --project folder that holds several, one "
      + "member per target).",
    member: "\"storyboards\": [...]")

  /// `--project`, `--target` and `--packages`: dump reads no code.
  static let inputOptions = InputOptionGroup(
    project: "Given once, segue dump shows the project's model instead of storyboards: its "
      + "targets with kind, module, platform, deployment target, device family, compilation "
      + "conditions, Info.plist, entry points, storyboards and sources. A folder that holds "
      + "several projects is read as its PATH is, each target's model in a section.",
    each: "each in its own section (with --project, every target of the project)", sources: nil)

  static let description = CommandDescription(
    name: "dump", abstract: "Show the scenes, controllers and segues that storyboards hold.",
    argument: {
      var paths = CommandDescription.Argument.storyboardPaths(
        "An Xcode project, or a folder holding one, gives its targets' storyboards, a section "
          + "each. Not with --project, which shows the project itself.", unlessFlag: "project")
      paths.absent = "Give at least one storyboard file or directory, or --project PATH."
      return paths
    }(),
    options: [formatOption] + inputOptions.options,
    exitStatus: "0 every input was dumped; 1 an input is malformed (the others are still "
      + "dumped), or the --project cannot be read; 64 the command line is wrong or names a "
      + "target the project lacks.")

  /// The paths, `--project`, `--target` and `--packages`.
  var inputs: InputOptions
  var format: ReportFormat

  init(_ arguments: ParsedArguments) throws(UsageError) {
    format = try arguments.choice(Self.formatOption, default: .text)
    inputs = try InputOptions(arguments, Self.inputOptions)
    if inputs.request.projects.count > 1 {
      throw UsageError("segue dump shows one project's model; give '--project' once.")
    }
  }

  func run(console: Console) {
    let request = inputs.request
    if let project = request.projects.first {
      // A folder that stands for several projects is read as its PATH is, each on its own.
      if let several = ProjectsDump(inputs, folder: project, format: format, console: console) {
        return several.run(console)
      }
      return ProjectDump(
        path: project, targets: request.targets, json: format == .json, packages: request.packages
      ).run(console)
    }
    // The PATHs are read as every command reads them: an Xcode project among them gives its
    // targets' storyboards, each target's in its own section (text) or member (JSON).
    guard let resolution = inputs.resolve(console: console) else { return }
    // Dump shows no custom objects and reads no code, so loading a target cannot fail.
    let reading = AppReading(launchScreens: true, customObjects: .never, sources: false)
    var apps: [AppInput] = []
    for target in resolution.targets {
      do {
        apps.append(try AppInput(target, reading: reading))
      } catch {
        console.diagnostics.emit(error.diagnostic)
      }
    }
    let set = AppInput.storyboards(of: apps, in: resolution.storyboards)
    var reports = TargetReports(format, of: resolution, command: "dump")
    let isProject = reports.isProject
    for app in apps {
      // A storyboard two targets hold is shown in both.
      let shown = isProject ? app.storyboards.documents : set.documents
      reports.add(app.target, console: console) {
        switch format {
        case .text: .text(shown.map(TextDump.render).joined())
        // Always an array, so a script reads one shape whatever the number of inputs.
        case .json where isProject:
          .json(.object([("storyboards", .array(shown.map(JSONDump.object)))]))
        case .json: .json(.array(shown.map(JSONDump.object)))
        }
      }
    }
    reports.finish(console: console)
    console.diagnostics.emit(set.errors.map(\.diagnostic))
  }
}
