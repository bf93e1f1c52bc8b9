import AppInputs
import SegueGenerator
import SourceIndex

/// What every command that reads an app takes besides its `PATH`s, declared once so that
/// lint, generate, graph, simulate, explore, migrate and xcfilelists give them one meaning: `--project`,
/// `--target`, `--sources`, `--no-sources` and `--module`. As an ``InputRequest``, AppInputs'
/// ``InputResolver`` turns them into the targets to judge.
package struct InputOptions: Sendable, Hashable {
  /// The storyboard files and folders, as given.
  var paths: [String]
  /// `--project`, each: an `.xcodeproj`, or a folder that holds one.
  var projects: [String]
  /// `--target`, in the order given; empty for every target that holds storyboards.
  var targets: [String]
  /// `--sources`, each maybe with its module.
  var sources: [SourceInput]
  /// `--module`: the app's module.
  var module: String?
  /// `--no-sources` not given: a `PATH` that is a plain folder (no project read) gives the
  /// Swift and Objective-C files under it as the app's sources, as a target reads its own.
  package var readsFolderSources = true
  /// `--packages`: a folder of resolved Swift packages, as
  /// `xcodebuild -clonedSourcePackagesDirPath` writes it.
  var packages: String?

  /// What the command line names to read: the `PATH`s, else the project.
  package var named: [String] { paths.isEmpty ? projects : paths }

  /// `--project PATH`.
  static let projectOption = CommandOption.repeated(
    "project", "PATH",
    help: "An Xcode project: an .xcodeproj, or a folder that holds one (repeatable: the targets "
      + "of each, named PROJECT/TARGET, as a workspace's are). Each app, framework or "
      + "app-extension target that holds storyboards is read as Xcode builds it: its "
      + "storyboards, its sources as module PRODUCT_MODULE_NAME, the launch storyboard its "
      + "Info.plist names (the ~ipad one for a pad-only target) and its device family. Without "
      + "it, a PATH that is an .xcodeproj or a folder with one at its top is read as the project "
      + "(a line on standard error says so); a folder holding an .xcworkspace reads the projects "
      + "it names, and one holding several .xcodeproj (up to three folders down) reads each.")

  /// `--target NAME`.
  static let targetOption = CommandOption.repeated(
    "target", "NAME",
    help: "Only this target of the project (repeatable); with several projects, PROJECT/TARGET "
      + "or a name only one project has. Default: every target that holds storyboards, each "
      + "judged on its own.")

  /// `--sources [NAME=]DIR`, as it is read; each command declares it with ``sourcesOption(_:)``.
  static let sourcesOption = sourcesOption("")

  /// `--sources [NAME=]DIR`, with the sentence that says what this command does with them.
  static func sourcesOption(_ use: String) -> CommandOption {
    .repeated(
      "sources", "[NAME=]DIR",
      help: "A Swift or Objective-C file or directory (repeatable): \(use) NAME=DIR says its "
        + "files are module NAME (a folder of Swift package target Sources/NAME/ beside a "
        + "Package.swift is module NAME without it; any other file is in the app's module); "
        + "write ./DIR for a folder whose name holds '='. With a project, added to each "
        + "target's own sources; without one, to the files under each folder PATH (see "
        + "--no-sources).")
  }

  /// `--no-sources`.
  static let noSourcesOption = CommandOption.flag(
    "no-sources",
    help: "Without an Xcode project, read no Swift or Objective-C file but those --sources "
      + "names. Default: a PATH that is a folder also gives the Swift and Objective-C files "
      + "under it as the app's sources, as a project's target gives its own (which "
      + "--no-sources leaves as they are).")

  /// `--packages DIR`.
  static let packagesOption = CommandOption.value(
    "packages", "DIR",
    help: "A folder of resolved Swift packages (what xcodebuild -clonedSourcePackagesDirPath "
      + "writes, a checkouts/ folder inside), whose classes the storyboards may name. Default: "
      + "SourcePackages/checkouts beside the project (.build/checkouts beside a Package.swift "
      + "without one). Pods/ and Carthage/Checkouts beside the project or folder are read too.")

  /// `--module NAME`.
  static let moduleOption = CommandOption.value(
    "module", "NAME",
    help: "The app's module: classes whose customModule is NAME are looked for in the app's "
      + "files, and not imported by generated code. Default: the target's module with a "
      + "project, else each storyboard's own target name (the customModule Interface Builder "
      + "wrote for its customModuleProvider=\"target\" classes).")

  /// The group as a command declares it, in the order `--help` lists it: `--project`,
  /// `target` (or the command's own wording of `--target`), `--sources` with the sentence
  /// `use` that says what the command does with them, `--no-sources`, `--module` and
  /// `--packages`. Every command that reads an app declares all of them, since
  /// ``init(_:)`` reads them all.
  package static func options(target: CommandOption = targetOption, sources use: String)
    -> [CommandOption]
  {
    [projectOption, target, sourcesOption(use), noSourcesOption, moduleOption, packagesOption]
  }

  /// Reads the four options and the `PATH`s; a usage error for a malformed `--sources` or
  /// `--module`, or a `--target` without a project to choose from.
  package init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
    projects = arguments.values(Self.projectOption)
    targets = arguments.values(Self.targetOption)
    module = arguments.value(Self.moduleOption)
    readsFolderSources = !arguments.flag(Self.noSourcesOption)
    packages = arguments.value(Self.packagesOption)
    do {
      sources = try arguments.values(Self.sourcesOption).map { argument throws(SourceIndexError) in
        try SourceInput(parsing: argument)
      }
    } catch {
      throw UsageError(error.description)
    }
    if let module, !SwiftIdentifier.isModuleName(module) {
      throw UsageError(
        "'\(module)' is not a module name: a Swift identifier that import takes as it is, "
          + "without backticks.")
    }
    if !projects.isEmpty, !paths.isEmpty {
      throw UsageError(
        "Give storyboard paths or --project, not both: the project names its storyboards.")
    }
  }

  /// The request these options make, relative paths taken from `workingDirectory`.
  package func request(workingDirectory: String?, strictness: PathStrictness) -> InputRequest {
    var request = InputRequest(
      paths: paths, projects: projects, workingDirectory: workingDirectory,
      strictness: strictness)
    request.targets = targets
    request.sources = sources
    request.module = module
    request.readsFolderSources = readsFolderSources
    request.packages = packages
    return request
  }

  package init(
    paths: [String], projects: [String] = [], targets: [String] = [],
    sources: [SourceInput] = [], module: String? = nil, packages: String? = nil
  ) {
    self.packages = packages
    self.paths = paths
    self.projects = projects
    self.targets = targets
    self.sources = sources
    self.module = module
  }
}
