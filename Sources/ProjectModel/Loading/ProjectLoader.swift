import DeterministicOutput
import Foundation
import StoryboardKit

/// Reads a located `.xcodeproj`: the `project.pbxproj`, the group tree, the synchronized
/// folders, the project-level settings, then each native target.
struct ProjectLoader {
  let xcodeproj: String

  init(xcodeproj: String) {
    self.xcodeproj = xcodeproj
  }

  /// The folder `path` leads to when it is a symbolic link (through each link of a chain), or
  /// `path`. MAME4iOS's `MAME4iOS.xcodeproj` at its top links to
  /// `xcode/MAME4iOS/MAME4iOS.xcodeproj`, and its README says to open the link: Xcode reads the
  /// project's files from the folder the link leads to, not from the link's own.
  static func linked(_ path: String) -> String {
    var path = path
    for _ in 0..<8 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
      else { break }
      path = PathSpelling.standardized(
        destination.hasPrefix("/")
          ? destination : PathSpelling.parent(of: path) + "/" + destination,
        in: nil)
    }
    return path
  }

  /// `NAME` of a definition `NAME` or `NAME=VALUE`.
  static func macroName(_ definition: String) -> String {
    String(definition.prefix { $0 != "=" })
  }

  func load() throws(ProjectError) -> Project {
    let document = try PBXDocument(path: xcodeproj + "/project.pbxproj")
    let folder = PathSpelling.standardized(Self.linked(xcodeproj) + "/..", in: nil)
    let root = document.rootID
    let sourceRoot = ProjectPaths.join(folder, document.string(root, "projectDirPath") ?? "")
    let projectList = document.string(root, "buildConfigurationList")
    let configuration = document.string(projectList, "defaultConfigurationName")
    var context = Context(
      document: document, folder: folder, sourceRoot: sourceRoot,
      configuration: configuration ?? "Release",
      tree: GroupTree(document: document, sourceRoot: sourceRoot),
      caseInsensitive: CaseInsensitivePaths(root: folder))
    context.readSynchronizedGroups()
    context.projectLevel = context.levels(list: projectList)
    context.projectLevelIsIncomplete = context.missingConfigurationFiles > 0
    let native = document.ids(root, "targets").filter {
      document.string($0, "isa") == "PBXNativeTarget"
    }
    let dependencies = TargetDependencies(targets: native, document: document)
    context.builtProducts = Set(native.compactMap { document.string($0, "productReference") })
    var targets = native.map { id in
      context.target(id, dependencies: dependencies.names(of: id, in: native))
    }
    let macros = targets.map { Set($0.preprocessorDefinitions.map(Self.macroName)) }
    for index in targets.indices {
      let others = macros.indices.filter { $0 != index }.map { macros[$0] }
      targets[index].otherTargetsMacros = others.reduce(into: Set<String>()) { $0.formUnion($1) }
        .subtracting(macros[index]).sorted()
    }
    if let note = context.missingPodsNote() { context.diagnostics.append(note) }
    let references = document.object(root)?["projectReferences"] as? [[String: Any]] ?? []
    var project = Project(
      path: xcodeproj, folder: folder, configuration: context.configuration,
      configurationChoice: configuration == nil ? .releaseFallback : .projectDefault,
      targets: targets, diagnostics: Array(Set(context.diagnostics)).sorted())
    project.diagnosticTargets = context.diagnosticTargets
    project.referencedProjects = references.compactMap {
      ($0["ProjectRef"] as? String).flatMap { context.tree.path(of: $0) }
    }.sorted()
    return project
  }

  /// What reading the targets shares, and the warnings met.
  struct Context {
    let document: PBXDocument
    let folder: String
    let sourceRoot: String
    let configuration: String
    var tree: GroupTree
    var synchronized: [String: (group: SynchronizedGroup, files: [String])] = [:]
    /// The project's xcconfig assignments, then its own settings.
    var projectLevel: [(String, String)] = []
    /// The configuration files that ``levels(list:)`` found missing, in whole or in part,
    /// counted: settings such as `SDKROOT` may be among what they would have set.
    var missingConfigurationFiles = 0
    /// The xcconfigs of a missing `Pods` folder that configurations are based on, as shown, or
    /// that their xcconfigs include, as written.
    var missingPodsConfigurations: Set<String> = []
    /// Counted as ``missingConfigurationFiles``: the Pods xcconfigs that ``levels(list:)``
    /// found missing, a configuration's own or one its xcconfig includes.
    var missingPodsFiles = 0
    /// Whether the project level's configuration file is missing, in whole or in part.
    var projectLevelIsIncomplete = false
    var diagnostics: [Diagnostic] = []
    /// The targets each warning given with them is about.
    var diagnosticTargets: [Diagnostic: [String]] = [:]
    /// Where each object is defined, read at the first warning.
    var definitionLines: [String: Int]? = nil
    /// The product references of the native targets: what the project builds itself.
    var builtProducts: Set<String> = []
    /// The pods of the project's `Podfile.lock`, once read.
    var podfileLockPods: [String]? = nil
    /// The folder of each development pod of that `Podfile.lock`, by pod, read with its pods.
    var podfileLockPaths: [String: String] = [:]
    /// The pins of the project's `Package.resolved`, once read.
    var resolvedPins: [String: String]? = nil
    /// The local package folders of the project, once found.
    var localPackageFolders: [String]? = nil
    /// Each local package's manifest, as written and without its whitespace, once read: every
    /// package product of every target looks for the one that declares it.
    var localManifests: [(folder: String, text: String, compact: String)]? = nil
    /// The folders looked up for files that differ from the disk in case only, kept for every
    /// target, since targets miss files of the same folders.
    var caseInsensitive: CaseInsensitivePaths
    /// The checkout's `.gitignore`s, read for files found missing.
    var gitIgnore = GitIgnore()
    /// The checkout's git submodules, read for files found missing.
    var gitSubmodules = GitSubmodules()
    /// The repository roots, read for files found missing outside the project's repository.
    var gitRoots = GitRoots()

    /// A warning (or a note) at object `id`'s line of the `project.pbxproj`, about `target`
    /// when given.
    mutating func warn(
      at id: String, target: String? = nil, targets: [String] = [],
      severity: Severity = .warning, _ message: String
    ) {
      let lines = definitionLines ?? document.definitionLines()
      definitionLines = lines
      let diagnostic = Diagnostic(
        path: document.path, location: TextLocation(line: lines[id] ?? 1, column: 1),
        severity: severity, message: message)
      diagnostics.append(diagnostic)
      let about = (target.map { [$0] } ?? []) + targets
      if !about.isEmpty { diagnosticTargets[diagnostic] = about }
    }

    /// `path` for messages: relative to the project's folder.
    func shown(_ path: String) -> String {
      let relative = PathSpelling.relative(path, from: folder)
      // A path the project names absolutely on its author's disk (`/Users/…`) shares nothing
      // with the folder but `/`: climbing to the root to reach it would hide where it is.
      let climbs = relative.components(separatedBy: "/").prefix { $0 == ".." }.count
      let depth = folder.split(separator: "/").count
      return path.hasPrefix("/") && climbs >= depth ? path : relative
    }

    /// The names of the targets that build files of synchronized `group`: those whose
    /// synchronized groups include it, and those its exception sets name (a set's
    /// `membershipExceptions` add files to a target that does not hold the group), sorted.
    func holders(ofSynchronizedGroup group: String) -> [String] {
      let named = Set(
        document.ids(group, "exceptions").compactMap { document.string($0, "target") })
      return document.objects.compactMap { id, object -> String? in
        guard object["isa"] as? String == "PBXNativeTarget",
          named.contains(id) || document.ids(id, "fileSystemSynchronizedGroups").contains(group)
        else { return nil }
        return object["name"] as? String
      }.sortedByBytes()
    }

    /// Every synchronized group with the files under its folder; a missing folder is a warning.
    mutating func readSynchronizedGroups() {
      for (id, object) in document.objects
      where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
        guard let path = tree.path(of: id) else { continue }
        let group = SynchronizedGroup(id: id, document: document, folder: path)
        guard ProjectPaths.isFolder(path) else {
          // About the targets that hold it: Threema's UI tests' folders are not in its public
          // repository, and those targets are not judged.
          warn(
            at: id, targets: holders(ofSynchronizedGroup: id),
            "The folder '\(shown(path))' of a synchronized group is missing; its files are "
              + "left out.")
          continue
        }
        let (files, cut) = group.files()
        if cut {
          warn(
            at: id,
            "The folder '\(shown(path))' of a synchronized group holds more than "
              + "\(SynchronizedGroup.maximumFiles) files; only the first are read.")
        }
        synchronized[id] = (group, files)
      }
    }

    /// The assignments of configuration `configuration` in list `list` (else the list's
    /// default, else its only configuration): its xcconfig's, then its own. A warning about the
    /// list or its configuration is about `target`, when the list is a target's.
    mutating func levels(list: String?, target: String? = nil) -> [(String, String)] {
      let configurations = document.ids(list, "buildConfigurations")
      // A list may name as its default a configuration it no longer holds (ProtonDrive's public
      // project keeps only Release-Store and names Release-External): Xcode then builds with
      // the one it holds, whose settings, such as SDKROOT, are those of every build.
      let chosen =
        configurations.first { document.string($0, "name") == configuration }
        ?? configurations.first {
          document.string($0, "name") == document.string(list, "defaultConfigurationName")
        } ?? (configurations.count == 1 ? configurations.first : nil)
      guard let chosen else {
        if let list, !configurations.isEmpty {
          let held = configurations.compactMap { document.string($0, "name") }.sorted()
          let named = document.string(list, "defaultConfigurationName") ?? configuration
          let wanted =
            named == configuration
            ? "no \(configuration) configuration (the one read, its default)"
            : "neither the \(configuration) configuration read nor its default, \(named),"
          warn(
            at: list, target: target,
            "The configuration list holds \(wanted) but several others ("
              + held.joined(separator: ", ")
              + "): none of its settings are read, as which one Xcode would build is not known.")
        }
        return []
      }
      var assignments: [(String, String)] = []
      if let path = baseConfiguration(of: chosen).map({ onDisk($0) }) {
        if !ProjectPaths.exists(path), XCConfigFile.podsFolder(of: path) != nil {
          missingPodsFiles += 1
        }
        if ProjectPaths.exists(path) {
          let file = XCConfigFile(path: path, sourceRoot: sourceRoot)
          assignments += file.assignments
          diagnostics += file.warnings
          if file.isMissingParts { missingConfigurationFiles += 1 }
          missingPodsConfigurations.formUnion(file.missingPodsIncludes)
          missingPodsFiles += file.missingPodsIncludes.count
        } else if let pods = XCConfigFile.podsFolder(of: path), !ProjectPaths.exists(pods) {
          // A checkout before `pod install`: said once for the project, as a note.
          missingConfigurationFiles += 1
          missingPodsConfigurations.insert(shown(path))
        } else if let submodule = gitSubmodules.uncheckedOut(
          holding: PathSpelling.standardized(path, in: nil))
        {
          // BeRoads bases its configurations on jspahrsummers' xcconfigs, a git submodule a
          // plain clone leaves empty: `git submodule update --init` brings the file, nothing
          // in the project is to fix.
          missingConfigurationFiles += 1
          warn(
            at: chosen, target: target, severity: .note,
            "The configuration file '\(shown(path))' that the \(configuration) configuration is "
              + "based on is missing in the git submodule '\(submodule)', not checked out (`git "
              + "submodule update --init` brings it): its settings are left out.")
        } else if let template = XCConfigTemplate.beside(path) {
          // FreeTimePicker's `Config-Release.xcconfig`, made by each developer from the
          // `.sample` committed beside it: no checkout has it, with `.git` or without.
          missingConfigurationFiles += 1
          warn(
            at: chosen, target: target, severity: .note,
            "The configuration file '\(shown(path))' that the \(configuration) configuration is "
              + "based on is missing" + XCConfigTemplate.clause(template))
        } else if gitIgnore.ignores(PathSpelling.standardized(path, in: nil)) {
          // GITGET committed a few files of its Pods folder before its `.gitignore` named
          // `Pods/`: the xcconfigs CocoaPods writes there are in no clone, nothing to fix.
          missingConfigurationFiles += 1
          warn(
            at: chosen, target: target, severity: .note,
            "The configuration file '\(shown(path))' that the \(configuration) configuration is "
              + "based on is missing, and the repository's .gitignore keeps it out of every "
              + "checkout (written by a tool, such as CocoaPods' `pod install`, or kept on its "
              + "author's disk): its settings are left out.")
        } else {
          missingConfigurationFiles += 1
          warn(
            at: chosen, target: target,
            "The configuration file '\(shown(path))' that the \(configuration) configuration is "
              + "based on is missing; its settings are left out.")
        }
      }
      // In name order, so that the result does not depend on the dictionary's order.
      let settings = document.object(chosen)?["buildSettings"] as? [String: Any] ?? [:]
      for name in settings.keys.sorted() {
        if let value = SettingsStack.text(settings[name]) { assignments.append((name, value)) }
      }
      return assignments
    }

    /// The note for ``missingPodsConfigurations``, at the project file; nil when none is.
    func missingPodsNote() -> Diagnostic? {
      guard let first = missingPodsConfigurations.min() else { return nil }
      let count = missingPodsConfigurations.count
      let files = count == 1 ? "'\(first)'" : "\(count) such as '\(first)'"
      return Diagnostic(
        path: document.path, severity: .note,
        message: Project.missingPodsMessage(
          files: "(\(files))",
          install: FlutterPodfile.installCommand(
            podfileFolder: PathSpelling.parent(of: PathSpelling.parent(of: document.path)))),
        errorID: Project.missingPodsID)
    }

    /// The xcconfig configuration `id` is based on: a file reference
    /// (`baseConfigurationReference`), or, since Xcode 16, a path inside a folder-synchronized
    /// group (`baseConfigurationReferenceAnchor`, `baseConfigurationReferenceRelativePath`).
    private mutating func baseConfiguration(of id: String) -> String? {
      if let reference = document.string(id, "baseConfigurationReference") {
        return tree.path(of: reference)
      }
      guard let anchor = document.string(id, "baseConfigurationReferenceAnchor") else {
        return nil
      }
      guard let relative = document.string(id, "baseConfigurationReferenceRelativePath"),
        let folder = tree.path(of: anchor)
      else {
        warn(
          at: id,
          "The \(configuration) configuration names its configuration file by a folder "
            + "(baseConfigurationReferenceAnchor) and a path in it that do not lead to a file "
            + "of the project; its settings are left out.")
        return nil
      }
      return ProjectPaths.join(folder, relative)
    }
  }
}
