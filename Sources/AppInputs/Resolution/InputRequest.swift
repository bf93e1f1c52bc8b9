import SourceIndex

/// What a caller asks to read as an app: the storyboard `PATH`s or a project, the targets to
/// judge, extra sources and the module, and where relative paths start. The command line fills
/// it from its `InputOptions`; the simulator's API from its paths. ``InputResolver`` turns it
/// into the targets to judge.
package struct InputRequest: Sendable, Hashable {
  /// The storyboard files and folders, as given.
  package var paths: [String]
  /// The projects: each an `.xcodeproj`, or a folder that holds one.
  package var projects: [String] = []
  /// The targets to judge, in the order given; empty for every target that holds storyboards.
  package var targets: [String] = []
  /// Sources besides the target's own, each maybe with its module.
  package var sources: [SourceInput] = []
  /// The app's module; nil for the target's (or each storyboard's own).
  package var module: String?
  /// Whether a `PATH` that is a plain folder (no project read) gives the Swift and
  /// Objective-C files under it as the app's sources, as a target reads its own.
  package var readsFolderSources = true
  /// A folder of resolved Swift packages, as `xcodebuild -clonedSourcePackagesDirPath`
  /// writes it.
  package var packages: String?
  /// The folder relative paths are taken from; nil keeps them relative (a library never asks
  /// the process where it runs).
  package var workingDirectory: String?
  /// What makes a path without storyboards an error rather than a warning.
  package var strictness = PathStrictness(environment: [:])

  package init(
    paths: [String], projects: [String] = [], workingDirectory: String?,
    strictness: PathStrictness = PathStrictness(environment: [:])
  ) {
    self.paths = paths
    self.projects = projects
    self.workingDirectory = workingDirectory
    self.strictness = strictness
  }

  /// What the request names to read: the `PATH`s, else the projects.
  package var named: [String] { paths.isEmpty ? projects : paths }
}
