/// The input options as one command declares them, each declared once here: `--project`,
/// `--target`, `--sources`, `--no-sources`, `--module` and `--packages`. A command says in its
/// own words what it does with the project, the targets and the sources; the rest of each help
/// is the same everywhere. ``InputOptions/init(_:_:)`` reads them by these descriptors.
package struct InputOptionGroup: Sendable, Hashable {
  /// `--project PATH`.
  let project: CommandOption<[String]>
  /// `--target NAME`.
  let target: CommandOption<[String]>
  /// `--sources [NAME=]DIR`; nil for a command that reads no code (`dump`), which then takes
  /// neither `--no-sources` nor `--module`.
  let sources: CommandOption<[String]>?

  /// What most commands do with a project's targets.
  package static let readsTargets =
    "Repeatable: the targets of each are named PROJECT/TARGET, as a workspace's are. Each app, "
    + "framework or app-extension target that holds storyboards is read as Xcode builds it: its "
    + "storyboards, its sources as module PRODUCT_MODULE_NAME, the launch storyboard its "
    + "Info.plist names (the ~ipad one for a pad-only target) and its device family."

  /// The group with the command's own sentences: `project`, what it does with a project;
  /// `each`, what it does with every target when `--target` is not given (it ends the sentence
  /// "Default: every target that holds storyboards, …"); `sources`, what it does with the
  /// sources, nil when it reads none.
  package init(project: String = readsTargets, each: String, sources: String?) {
    self.project = .repeated(
      "project", "PATH",
      help: "An Xcode project: an .xcodeproj, or a folder that holds one. \(project) Without it, "
        + "a PATH that is an .xcodeproj or a folder with one at its top is read as the project "
        + "(a line on standard error says so); a folder holding an .xcworkspace reads the "
        + "projects it names, and one holding several .xcodeproj (up to three folders down) "
        + "reads each.")
    target = .repeated(
      "target", "NAME",
      help: "Only this target of the project (repeatable); with several projects, "
        + "PROJECT/TARGET or a name only one project has. Default: every target that holds "
        + "storyboards, \(each).")
    self.sources = sources.map { use in
      .repeated(
        "sources", "[NAME=]DIR",
        help: "A Swift or Objective-C file or directory (repeatable): \(use) NAME=DIR says its "
          + "files are module NAME (a folder of Swift package target Sources/NAME/ beside a "
          + "Package.swift is module NAME without it; any other file is in the app's module); "
          + "write ./DIR for a folder whose name holds '='. With a project, added to each "
          + "target's own sources; without one, to the files under each folder PATH (see "
          + "--no-sources).")
    }
  }

  /// `--no-sources`.
  static let noSources = CommandOption.flag(
    "no-sources",
    help: "Without an Xcode project, read no Swift or Objective-C file but those --sources "
      + "names. Default: a PATH that is a folder also gives the Swift and Objective-C files "
      + "under it as the app's sources, as a project's target gives its own (which "
      + "--no-sources leaves as they are).")

  /// `--module NAME`.
  static let module = CommandOption.value(
    "module", "NAME",
    help: "The app's module: classes whose customModule is NAME are looked for in the app's "
      + "files, and not imported by generated code. Default: the target's module with a "
      + "project, else each storyboard's own target name (the customModule Interface Builder "
      + "wrote for its customModuleProvider=\"target\" classes).")

  /// `--packages DIR`.
  static let packages = CommandOption.value(
    "packages", "DIR",
    help: "A folder of resolved Swift packages (what xcodebuild -clonedSourcePackagesDirPath "
      + "writes, a checkouts/ folder inside), whose classes the storyboards may name. Default: "
      + "SourcePackages/checkouts beside the project (.build/checkouts beside a Package.swift "
      + "without one). Pods/ and Carthage/Checkouts beside the project or folder are read too.")

  /// The options in the order `--help` lists them.
  package var options: [any DeclaredOption] {
    [project, target] + (sources.map { [$0, Self.noSources, Self.module] } ?? []) + [Self.packages]
  }
}
