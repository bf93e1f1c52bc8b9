import DeterministicOutput
import ProjectModel
import SourceIndex

/// One app to judge, as ``InputResolver`` found it: a target of an Xcode project, or the
/// storyboards and sources the command line names when there is no project.
package struct InputTarget: Sendable, Hashable {
  /// The target's name; nil without a project.
  package var name: String?
  /// The storyboard files, sorted.
  package var storyboards: [String]
  /// The Swift and Objective-C inputs: the target's files (in its module) and `--sources`.
  package var sources: [SourceInput]
  /// The folder relative ``sources`` (`--sources` as spelt) are read from: the caller's
  /// working directory, which the source index is given rather than asking the process; nil
  /// keeps them relative.
  var workingDirectory: String?
  /// The folder `PATH`s whose Swift and Objective-C files are among ``sources`` by default
  /// (no project, no `--no-sources`); empty otherwise.
  package var sourceFolders: [String] = []
  /// The libraries of the project the target links (its framework targets, transitively),
  /// each in its own module: the classes they declare are the app's to name.
  package var dependencies: [SourceDependency] = []
  /// What the target (or a library of its project it links) links that was not found on
  /// disk, sorted: while it is not empty, a class with no module may be declared there.
  package var unreadLinkedCode: [UnreadLinkedCode] = []
  /// The storyboards its code may open that are not its own on disk: missing ones, and other
  /// targets' that share its files.
  package var unlintedStoryboards = UnlintedStoryboards()
  /// The source files the target and the libraries of its project it links compile that the
  /// checkout lacks, sorted.
  package var missingSources: [String] = []
  /// The app's module: `--module`, else the module of the target's `customModuleProvider="target"`
  /// classes (`IBSC_MODULE`, else `PRODUCT_MODULE_NAME`).
  package var module: String?
  /// The launch storyboards by name, in the order the launch rule tries them: what the
  /// Info.plist opens at launch for the target's idiom (never the launch screen).
  package var launchNames: [String]
  /// The launch screens by name (`UILaunchStoryboardName`): shown by the system while the app
  /// launches, never navigated, so the simulator leaves them out.
  package var launchScreens: [String] = []
  /// Whether the target is a framework: its storyboards are opened by the apps that link it.
  package var isFramework = false
  /// The device the target is simulated on: a pad only when the target runs on no phone;
  /// nil when unknown (the command's default). ProjectModel's idiom rather than the
  /// simulator's, so the commands the build plugins run do not link the simulator.
  package var idiom: EntryPoint.Idiom?
  /// The devices the target is built for (`TARGETED_DEVICE_FAMILY`); empty when unknown.
  package var deviceFamily: [DeviceFamily] = []
  /// The target's platform; nil without a project (each storyboard says its own).
  package var platform: BuildPlatform?
  /// What the compiler knows when it reads the target's Swift files: a project target's
  /// platform and active compilation conditions; nothing without a project.
  package var conditions: CompilationConditions = .unknown
  /// The project target's kind; nil without a project.
  package var kind: TargetKind?
  /// The `.xcodeproj` the target is of (as ``InputResolution/projects`` spell it), and its
  /// name there, which ``name`` may qualify (`Project/Target`); nil without a project.
  package var projectPath: String?
  package var projectTargetName: String?

  /// How reports name it: `target NAME (platform, idiom, main storyboard NAME)`.
  package var heading: String {
    var facts: [String] = []
    if let platform { facts.append(platform.rawValue) }
    if let idiom { facts.append(idiom.rawValue) }
    // The main storyboard, as the Info.plist key calls it: "launch" read as the launch screen.
    let launch = launchNames.isEmpty ? "no main storyboard" : "main storyboard " + launchNames[0]
    facts.append(launch)
    return "target \(name ?? "-") (\(facts.joined(separator: ", ")))"
  }

  /// The target of a project, with `extra` sources (`--sources`) and `module` (`--module`)
  /// added, and the sources of the `libraries` it links and of the `pods` of its workspace's
  /// Pods project (those named in `podsShippingStoryboards` open storyboards of their own,
  /// which lint does not read); `projects` reads the other projects its linked code names, once
  /// for every target of the run that shares it.
  init(
    _ target: Target, extra: [SourceInput], module: String?, workingDirectory: String?,
    libraries: [Target] = [], pods: [Target] = [], podsShippingStoryboards: Set<String> = [],
    packages: String? = nil, projects: LinkedProjects = LinkedProjects()
  ) {
    name = target.name
    projectTargetName = target.name
    self.workingDirectory = workingDirectory
    storyboards = target.storyboards
    // A target's own files are its module; naming each file would make the module map a list
    // of every file, so they are the app's module, named by `module`.
    sources = (target.sources + target.headers).map { SourceInput(path: $0) } + extra
    self.module = module ?? target.storyboardModuleName
    deviceFamily = target.deviceFamily
    let families = Set(target.deviceFamily)
    let pad = families.contains(.pad) && !families.contains(.phone)
    idiom = target.platform == .iOS || target.platform == .visionOS ? (pad ? .pad : .phone) : nil
    let mains = target.entryPoints.filter { $0.role == .main }
    let first = mains.filter { $0.idiom == (pad ? .pad : .phone) }
    let rest = mains.filter { $0.idiom == .any }
    var names: [String] = []
    for entry in first + rest where !names.contains(entry.storyboardName) {
      names.append(entry.storyboardName)
    }
    launchNames = names
    launchScreens = target.entryPoints.filter { $0.role == .launchScreen }.map(\.storyboardName)
    isFramework = target.kind == .framework
    platform = target.platform
    conditions = Self.compilationConditions(of: target)
    let own = Set(target.sources + target.headers)
    let podTargets = Set(pods.map(\.name))
    dependencies = (libraries + pods).map { library in
      SourceDependency(
        module: library.moduleName, files: library.sources.filter { !own.contains($0) },
        conditions: Self.compilationConditions(of: library),
        opensAppStoryboards: library.storyboards.isEmpty
          && !(podTargets.contains(library.name)
            && podsShippingStoryboards.contains(library.name)),
        isPod: podTargets.contains(library.name))
    }
    kind = target.kind
    // The target's files are spelled from the working directory, linked code's from the
    // project's folder: a development pod at the checkout's top (GrandCentralBoard's
    // `:path => './'`) holds the app's own files, which stay the app's only when compared
    // spelled alike.
    let ownSpelled = Set(own.map { PathSpelling.standardized($0, in: workingDirectory) })
    let linked = Self.linkedCode(
      of: [target] + libraries + pods, packages: packages, own: ownSpelled, projects: projects)
    dependencies += linked.read.map { found in
      SourceDependency(
        module: found.module, files: found.files, conditions: Self.compilationConditions(of: target)
      )
    }
    unreadLinkedCode = linked.unread
    missingSources = Array(Set(([target] + libraries + pods).flatMap(\.missingSources)))
      .sorted()
  }

  /// Whether generated code has anything of the target's: not a watch app's storyboards
  /// (WatchKit navigates them) nor launch screens alone.
  package var givesGeneratedCode: Bool {
    platform != .watchOS && !navigatedStoryboards.isEmpty
  }

  /// The storyboards the simulator reads: all but the launch screens. A storyboard that is
  /// both (Google's ad examples launch with `Main` and show it as their launch screen) is
  /// navigated.
  package var navigatedStoryboards: [String] {
    storyboards.filter { path in
      let file = path.split(separator: "/").last.map(String.init) ?? path
      let name = file.hasSuffix(".storyboard") ? String(file.dropLast(11)) : file
      return !launchScreens.contains(name) || launchNames.contains(name)
    }
  }

  init(
    name: String? = nil, storyboards: [String], sources: [SourceInput], workingDirectory: String?,
    module: String?, launchNames: [String], launchScreens: [String] = [],
    idiom: EntryPoint.Idiom? = nil, platform: BuildPlatform? = nil
  ) {
    self.launchScreens = launchScreens
    self.name = name
    self.storyboards = storyboards
    self.sources = sources
    self.workingDirectory = workingDirectory
    self.module = module
    self.launchNames = launchNames
    self.idiom = idiom
    self.platform = platform
  }
}
