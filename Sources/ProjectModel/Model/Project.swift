import DeterministicOutput
import StoryboardKit

/// An Xcode project read once: its targets with their files, settings and entry points, and
/// the warnings met while reading it. Read from `project.pbxproj`, the xcconfig files its
/// configurations name, and each target's Info.plist.
package struct Project: Sendable, Hashable {
  /// How the build configuration whose settings were read was chosen.
  package enum ConfigurationChoice: String, Sendable, Hashable {
    /// The project's `defaultConfigurationName`, the one `xcodebuild` uses without `-configuration`.
    case projectDefault = "defaultConfigurationName"
    /// The project names no default: Release, as `xcodebuild` falls back to.
    case releaseFallback = "Release (the project names no default)"
  }

  /// The `.xcodeproj` folder, standardized.
  package var path: String
  /// The folder that holds the `.xcodeproj`: `$(SRCROOT)`, and what paths are shown relative to.
  package var folder: String
  /// The build configuration whose settings were read, such as `Release`.
  package var configuration: String
  package var configurationChoice: ConfigurationChoice
  /// The native targets in the project's order.
  package var targets: [Target]
  /// Warnings met while reading: a missing Info.plist, a setting that references itself, a
  /// target whose folder is missing. Sorted.
  package var diagnostics: [Diagnostic]
  /// The id of the note that the Pods folder the project's configurations name is missing:
  /// the projects of one workspace share it, and say it once.
  package static let missingPodsID = "pods-folder-missing"

  /// The note ``missingPodsID`` names: `files` says which configuration files are not read,
  /// `install` the commands that write them (``FlutterPodfile/installCommand(podfileFolder:)``).
  package static func missingPodsMessage(
    files: String, install: String = FlutterPodfile.podInstall
  )
    -> String
  {
    "The Pods folder is missing, as in a checkout before `pod install`, so the configuration "
      + "files CocoaPods writes there \(files) are not read, nor are the settings they add; run "
      + "\(install) to have them read."
  }
  /// The targets each warning of `diagnostics` is about, by the warning (a synchronized
  /// folder's are every target that holds it); a warning about the project, or a file several
  /// targets share, is not here.
  package var diagnosticTargets: [Diagnostic: [String]] = [:]
  /// The other Xcode projects this one references (`projectReferences`), whose products its
  /// targets may link: full paths, sorted.
  package var referencedProjects: [String] = []

  /// The target named `name`, if any.
  package func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// The targets `target` depends on, directly or through others that `follows` accepts,
  /// nearest first (breadth first, then the project's order); each once, never `target`
  /// itself, cycles cut. Only targets `follows` accepts are returned.
  package func dependencies(
    of target: Target, following follows: (Target) -> Bool = { _ in true }
  ) -> [Target] {
    var found: [Target] = []
    var seen: Set<String> = [target.name]
    var next = target.dependencies
    while !next.isEmpty {
      var later: [String] = []
      for name in next where seen.insert(name).inserted {
        guard let dependency = self.target(named: name), follows(dependency) else { continue }
        found.append(dependency)
        later += dependency.dependencies
      }
      next = later
    }
    return found
  }

  /// `path` relative to the project's folder (`../` where it lies outside).
  package func relativePath(_ path: String) -> String {
    PathSpelling.relative(path, from: folder)
  }

  /// Reads the project at `path`: an `.xcodeproj`, its `project.pbxproj`, or a folder that
  /// holds exactly one `.xcodeproj` at its top or, holding none there, one to three folders
  /// below it (a note among the diagnostics says which). Throws a located error when it cannot be read. A relative
  /// `path` is taken from `workingDirectory`, which the command line passes; without one, the
  /// model's paths stay relative to the folder the process runs in.
  package static func load(at path: String, workingDirectory: String? = nil) throws(ProjectError)
    -> Project
  {
    let located = try ProjectLocator.locate(path, workingDirectory: workingDirectory)
    try ProjectLocator.requireGenerated(located.xcodeproj, given: path)
    var project = try ProjectLoader(xcodeproj: located.xcodeproj).load()
    if let note = located.note {
      project.diagnostics.append(
        Diagnostic(
          path: path, location: TextLocation(line: 1, column: 1), severity: .note, message: note))
      project.diagnostics.sort()
    }
    return project
  }
}
