import DeterministicOutput
import Foundation
import SourceIndex

extension ProjectLoader.Context {
  /// What native target `id` links that no target of the project builds (`builtProducts`):
  /// its Swift package products, its pods, the frameworks and libraries of its frameworks
  /// phase and the frameworks it embeds, the products of other projects, and what
  /// `OTHER_LDFLAGS` names. Sorted. A framework filtered to other platforms than `platform` is
  /// not linked for it. `configurationMissing`: the Pods xcconfig the target is based on, or
  /// one its xcconfig includes, is not on disk.
  mutating func linkage(
    target id: String, platform: BuildPlatform?, settings: inout TargetSettings,
    builtProducts: Set<String>, configurationMissing: Bool = false
  ) -> [LinkedCode] {
    var linked: [LinkedCode] = []
    var linksPodsUmbrella = false
    for product in document.ids(id, "packageProductDependencies") {
      if let package = packageProduct(product) { linked.append(package) }
    }
    for phase in document.ids(id, "buildPhases") where document.linksItsFiles(phase) {
      for buildFile in document.ids(phase, "files")
      where TargetFiles.isBuilt(buildFile, for: platform, document: document) {
        // A package product an older project lists only here.
        if let product = document.string(buildFile, "productRef") {
          if let package = packageProduct(product) { linked.append(package) }
          continue
        }
        guard let reference = document.string(buildFile, "fileRef"),
          !builtProducts.contains(reference)
        else { continue }
        if Self.isPodsUmbrella(document.string(reference, "path") ?? "") {
          linksPodsUmbrella = true
        }
        guard let code = linkedFile(reference) else { continue }
        linked.append(code)
      }
    }
    let flags = LinkerFlags(settings.nonEmpty("OTHER_LDFLAGS") ?? "")
    if usesPods(target: id) {
      // Every xcconfig CocoaPods writes sets PODS_ROOT: it was read, so OTHER_LDFLAGS is its.
      let pods = pods(
        target: document.string(id, "name") ?? "", flags: flags,
        searchPaths: settings.nonEmpty("FRAMEWORK_SEARCH_PATHS") ?? "",
        podsRoot: podsRoot(setting: settings.nonEmpty("PODS_ROOT")),
        configurationRead: settings.nonEmpty("PODS_ROOT") != nil,
        configurationMissing: configurationMissing, linksUmbrella: linksPodsUmbrella)
      // With `use_frameworks!` the app may list a pod's framework in its own frameworks phase,
      // built by the workspace's Pods project (open-event-attendee's DZNEmptyDataSet): it is
      // that pod, not another project to check out.
      let podModules = Set(pods.flatMap { [$0.name, $0.module ?? $0.name] })
      linked.removeAll {
        $0.kind == .project && $0.origin == Self.workspaceProduct && podModules.contains($0.name)
      }
      linked += pods
    } else {
      for name in flags.frameworks {
        linked.append(
          LinkedCode(
            kind: .framework, name: name, module: name, origin: "OTHER_LDFLAGS",
            declaresClasses: false))
      }
      for name in flags.libraries {
        linked.append(
          LinkedCode(kind: .library, name: name, origin: "OTHER_LDFLAGS", declaresClasses: false))
      }
    }
    return Array(Set(linked)).sorted()
  }

  /// A package product: its package's repository or folder, and where a checkout is.
  private mutating func packageProduct(_ id: String) -> LinkedCode? {
    guard let name = document.string(id, "productName"), !name.hasPrefix("plugin:") else {
      return nil
    }
    let package = document.string(id, "package")
    switch document.string(package, "isa") {
    case "XCRemoteSwiftPackageReference":
      let url = document.string(package, "repositoryURL") ?? ""
      let repository = Self.repositoryName(url)
      return LinkedCode(
        kind: .swiftPackage, name: name, module: name, origin: url,
        candidates: [sourceRoot + "/SourcePackages/checkouts/" + repository],
        checkout: repository, pin: packagePins()[PackageResolved.key(url)])
    case "XCLocalSwiftPackageReference":
      let relative = document.string(package, "relativePath") ?? ""
      let path = ProjectPaths.join(sourceRoot, relative)
      return LinkedCode(
        kind: .swiftPackage, name: name, module: name, origin: shown(path), candidates: [path])
    default:
      // A package added as a folder of the project (before Xcode 15, or inside a synchronized
      // folder): the product only; its folder is the one among the project's package folders
      // whose manifest declares it, else (a manifest that builds its products) names it.
      let manifests = localPackageManifests()
      let declaration = ".library(name:\"\(name)\""
      var folders = manifests.filter { $0.compact.contains(declaration) }.map(\.folder)
      if folders.isEmpty {
        folders = manifests.filter { $0.text.contains("\"\(name)\"") }.map(\.folder)
      }
      // A local package reference whose folder is missing has no manifest to search, but one
      // named as the product is where it is made (fluffychat's
      // `Flutter/ephemeral/Packages/FlutterGeneratedPluginSwiftPackage`, which `flutter` writes).
      if folders.isEmpty {
        folders = missingLocalPackages().filter { ($0 as NSString).lastPathComponent == name }
      }
      return LinkedCode(
        kind: .swiftPackage, name: name, module: name,
        origin: folders.first.map(shown) ?? "a local package of the project",
        candidates: Array(folders.prefix(1)))
    }
  }

  /// Whether `file` is CocoaPods' umbrella of a target's pods (`Pods_App.framework`,
  /// `libPods-App.a`; before 1.0 one aggregate `libPods.a`, AppRTC's): its pods are listed, not
  /// it.
  static func isPodsUmbrella(_ file: String) -> Bool {
    let plainName = productName(file).name
    return plainName == "Pods" || plainName.hasPrefix("Pods_") || plainName.hasPrefix("Pods-")
  }

  /// A linked file's product name (`Kit` for `Kit.framework` and `libKit.a`) and whether it is
  /// a library.
  static func productName(_ file: String) -> (name: String, isLibrary: Bool) {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    let name = String(base.prefix { $0 != "." })
    let isLibrary = base.hasSuffix(".a") || base.hasSuffix(".dylib") || base.hasSuffix(".tbd")
    return (isLibrary && name.hasPrefix("lib") ? String(name.dropFirst(3)) : name, isLibrary)
  }

  /// The origin of a product of the products folder: another project of the workspace builds it.
  static let workspaceProduct = LinkedCode.workspaceProduct

  /// A framework or library of a frameworks phase: from the SDK (nil), from Carthage, a
  /// binary one, a product of another project, a pods umbrella (nil: its pods are listed).
  private mutating func linkedFile(_ reference: String) -> LinkedCode? {
    let file = document.string(reference, "path") ?? ""
    let (plainName, isLibrary) = Self.productName(file)
    let kind: LinkedCodeKind = isLibrary ? .library : .framework
    if Self.isPodsUmbrella(file) { return nil }
    if document.string(reference, "isa") == "PBXReferenceProxy" {
      let proxy = document.string(reference, "remoteRef")
      let project = document.string(proxy, "containerPortal").flatMap { tree.path(of: $0) }
      return LinkedCode(
        kind: .project, name: plainName, module: plainName,
        origin: project.map(shown) ?? "another project", candidates: project.map { [$0] } ?? [])
    }
    switch document.string(reference, "sourceTree") {
    case "SDKROOT", "DEVELOPER_DIR": return nil
    case "BUILT_PRODUCTS_DIR":
      // A product of this project named by another reference than its target's (the pod
      // targets of a Pods project link the pods they depend on so): built here. CocoaPods
      // names a product whose module differs from the pod's name by its module and keeps the
      // pod's name as its path (suripu's `NSJSONSerialization-NSNullRemoval.framework` is
      // named `NSJSONSerialization_NSNullRemoval.framework`, the file that is built).
      if builtProducts.contains(where: {
        document.string($0, "path") == file || document.string($0, "name") == file
      }) {
        return nil
      }
      // Built by another project of the workspace: looked for among the projects beside this
      // one, and those it references (netcloth's chat links `swift_cli.framework` from the
      // products folder, built by its sub-project `swift-cli/swift-cli.xcodeproj`).
      return LinkedCode(
        kind: .project, name: plainName, module: plainName,
        origin: Self.workspaceProduct,
        candidates: Array(Set(siblingProjects() + referencedProjects())).sorted())
    default: break
    }
    guard let path = tree.path(of: reference), !Self.isSystem(path) else { return nil }
    // An SDK framework named by its path in the SDK but relative to a group (old projects:
    // `System/Library/Frameworks/AVFoundation.framework`) is not there; Xcode links the SDK's.
    if file.hasPrefix("System/Library/") || file.hasPrefix("usr/lib/"), !ProjectPaths.exists(path) {
      return nil
    }
    if path.contains("/Carthage/Build/") {
      return LinkedCode(
        kind: .carthage, name: plainName, module: plainName, origin: shown(path),
        candidates: [sourceRoot + "/Carthage/Checkouts/" + plainName, path])
    }
    return LinkedCode(
      kind: kind, name: plainName, module: plainName, origin: shown(path), candidates: [path])
  }

  /// Whether CocoaPods integrates target `id`: a configuration based on a `Pods-` xcconfig (or,
  /// before CocoaPods 1.0, the aggregate's plain `Pods.debug.xcconfig`), or a `[CP]` build phase. Never in the Pods project itself, whose targets build the pods (its
  /// aggregate `Pods-App` target is based on such an xcconfig too).
  private func usesPods(target id: String) -> Bool {
    if xcodeprojName == "Pods.xcodeproj" { return false }
    let phases = document.ids(id, "buildPhases").contains {
      document.string($0, "name")?.hasPrefix("[CP]") == true
    }
    let configurations = document.ids(
      document.string(id, "buildConfigurationList"), "buildConfigurations")
    return phases
      || configurations.contains {
        let reference = document.string($0, "baseConfigurationReference")
        let path = document.string(reference, "path") ?? ""
        let file = path.split(separator: "/").last ?? ""
        return path.contains("Pods-") || (file.hasPrefix("Pods.") && file.hasSuffix(".xcconfig"))
      }
  }

  /// The pods a pods target links: those `OTHER_LDFLAGS` names (the pods xcconfig lists them),
  /// else, when its pods xcconfig was not read (`configurationRead`), every pod of the
  /// `Podfile.lock`. A pods xcconfig that was read and names no library is a target of the
  /// Podfile given no pods (GitHubContributions' watch extension, `target '…' do end`): it
  /// links none. With the pods xcconfig missing (`configurationMissing`), the flags are the
  /// target's own, not the list of what the lock installs.
  private mutating func pods(
    target: String, flags: LinkerFlags, searchPaths: String, podsRoot: String,
    configurationRead: Bool,
    configurationMissing: Bool, linksUmbrella: Bool
  ) -> [LinkedCode] {
    // The Podfile and its lock are where CocoaPods put the Pods folder.
    let podfileFolder = PathSpelling.parent(of: podsRoot)
    let lock = podfileLock(in: podfileFolder)
    let known = Set(lock)
    let support = podsRoot + "/Target Support Files/"
    // queued-music's app keeps in its own settings the flags an older `pod install` wrote, a
    // few of the lock's pods: they are not what the missing xcconfig would say.
    var named =
      configurationMissing
      ? []
      : (flags.frameworks + flags.libraries).filter {
        known.contains($0) || ProjectPaths.isFolder(support + $0)
      }
    // A pod whose framework has another name is found by its folder on the search paths.
    let searched =
      named.isEmpty
      ? []
      : PodSearchPaths.linkedPods(
        in: searchPaths, lock: lock.filter { !named.contains($0) }, podsRoot: podsRoot,
        frameworks: flags.frameworks)
    named += searched.map(\.pod)
    let frameworkModules = Dictionary(searched, uniquingKeysWith: { first, _ in first })
    let origin = named.isEmpty ? "Podfile.lock" : "OTHER_LDFLAGS of the Pods xcconfig"
    // A pod of only vendored libraries had no target of its own before CocoaPods 1.0 (no
    // support files folder): the xcconfig names its libraries, not it (AppRTC's `-l"WebRTC"` of
    // libjingle_peerconnection, whose headers declare the app's video view class). A pod with
    // scoped targets has support files under their names, and is linked by one of them.
    let scoped = Set(
      ((try? FileManager.default.contentsOfDirectory(atPath: support)) ?? [])
        .compactMap { Self.scopedPod($0, lock: lock) })
    let vendored = lock.filter {
      !named.contains($0) && !ProjectPaths.isFolder(support + $0) && !scoped.contains($0)
        && ProjectPaths.isFolder(podsRoot + "/" + $0)
    }
    // Its xcconfig names no library at all. (One it names may be a pod by its module, not its
    // name: `-framework "Lottie"` of lottie-ios; the lock's pods stay linked then.) Before
    // CocoaPods 0.34 the xcconfig named none, and the target linked `libPods.a` in its phase
    // (ECSlidingViewController's examples): its pods are linked.
    if configurationRead, (flags.frameworks + flags.libraries).isEmpty, !linksUmbrella {
      return []
    }
    let listed = named.isEmpty ? lock : named + vendored
    // CocoaPods integrates the target, but neither its xcconfig nor a Podfile.lock is there
    // (Pods/ not committed): its pods are unknown, and still linked.
    if listed.isEmpty {
      // The Podfile's block for the target says which; without one, every pod it names.
      let podfile = FileManager.default.contents(atPath: podfileFolder + "/Podfile").map {
        PodfileTargets(text: String(decoding: $0, as: UTF8.self))
      }
      let block = podfile?.pods(ofTarget: target)
      let names = block?.names ?? podfile?.allPods ?? []
      // A block with a call the Podfile does not define, or no Podfile or pod at all: CocoaPods
      // still links the target's pods, whatever they are.
      let unknown =
        block.map { !$0.complete } ?? names.isEmpty
        ? [
          LinkedCode(
            kind: .pod, name: "Pods", origin: "the target's Pods base configuration",
            candidates: [podsRoot])
        ] : []
      return unknown
        + names.map { pod in
          LinkedCode(
            kind: .pod, name: pod, module: SettingModifier.c99Identifier(pod), origin: "Podfile",
            candidates: [podsRoot + "/" + pod])
        }
    }
    return listed.map { pod in
      let root = Self.scopedPod(pod, lock: lock) ?? pod
      let module = frameworkModules[pod] ?? SettingModifier.c99Identifier(root)
      return LinkedCode(
        kind: .pod, name: pod, module: module, origin: origin,
        candidates: podFolders(root, podsRoot: podsRoot))
    }
  }

  /// The pod of pod target `name` when CocoaPods scoped it: a pod two targets use on different
  /// platforms or deployment targets, or with different subspecs, builds once per use, as
  /// `AFNetworking-iOS10.0` or `Nimbus-Core-Models` (rambler-it-ios), from the one folder
  /// `Pods/AFNetworking`, as module `AFNetworking`. The longest pod of the lock that `name`
  /// extends with a hyphen. Before 1.0, CocoaPods built each pod as a library of its own,
  /// `Pods-Bolts`, or `Pods-<target>-Bolts` for a named target of the Podfile (Grinnell-Events-
  /// iOS's, CollageMaker-iOS's), from `Pods/Bolts`: the longest pod of the lock that such a name
  /// ends with. Nil for a pod of the lock itself, or a name that fits none.
  static func scopedPod(_ name: String, lock: [String]) -> String? {
    guard !lock.contains(name) else { return nil }
    if name.hasPrefix("Pods-"),
      let pod = lock.filter({ name == "Pods-" + $0 || name.hasSuffix("-" + $0) })
        .max(by: { $0.count < $1.count })
    {
      return pod
    }
    return lock.filter { name.hasPrefix($0 + "-") }.max { $0.count < $1.count }
  }

  /// Where pod `name`'s code is: a development pod's `:path:` folder (UpcomingMovies'
  /// `UpcomingMoviesDomain/`, in the checkout, relative to the Podfile beside the Pods folder;
  /// CocoaPods builds it from there and copies nothing into `Pods/`), else `Pods/NAME`. That
  /// folder holds the pod only with its podspec:
  /// a Flutter app's `:path: Flutter` is a folder of its own xcconfigs until `flutter` writes
  /// `Flutter.podspec` there, and the engine it names is elsewhere.
  private func podFolders(_ name: String, podsRoot: String) -> [String] {
    let installed = podsRoot + "/" + name
    guard let path = podfileLockPaths[name] else { return [installed] }
    let folder = PathSpelling.standardized(path, in: PathSpelling.parent(of: podsRoot))
    let podspecs = [".podspec", ".podspec.json"].map { folder + "/" + name + $0 }
    return podspecs.contains(where: ProjectPaths.exists) ? [folder, installed] : [installed]
  }

  /// The pods of the `Podfile.lock` in `folder` (beside the Pods folder), read once; a
  /// warning for each line it cannot read.
  private mutating func podfileLock(in folder: String) -> [String] {
    if let pods = podfileLockPods { return pods }
    let path = folder + "/Podfile.lock"
    var pods: [String] = []
    if let data = FileManager.default.contents(atPath: path) {
      let lock = PodfileLock(path: path, text: String(decoding: data, as: UTF8.self))
      pods = lock.pods
      podfileLockPaths = lock.paths
      diagnostics += lock.warnings
    }
    podfileLockPods = pods
    return pods
  }

  /// The pins of the `Package.resolved` Xcode keeps for the project (in its own workspace, else
  /// in a workspace beside it), read once; its warnings join the project's.
  private mutating func packagePins() -> [String: String] {
    if let pins = resolvedPins { return pins }
    let shared = "/xcshareddata/swiftpm/Package.resolved"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceRoot)) ?? []
    let candidates =
      [PathSpelling.parent(of: document.path) + "/project.xcworkspace" + shared]
      + names.filter { $0.hasSuffix(".xcworkspace") }.sorted().map {
        sourceRoot + "/" + $0 + shared
      }
    var pins: [String: String] = [:]
    if let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
      let data = FileManager.default.contents(atPath: path)
    {
      let resolved = PackageResolved(path: path, data: data)
      pins = resolved.pins
      diagnostics += resolved.warnings
    }
    resolvedPins = pins
    return pins
  }

  /// The other projects of the workspace: the `.xcodeproj` folders at the top of this one's
  /// folder, those the workspaces there name, and those of the workspaces above that name it
  /// (read by `WorkspaceFile`, as the command line reads a workspace it is given), sorted, this
  /// project left out.
  private func siblingProjects() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceRoot)) ?? []
    var found = Set(names.filter { $0.hasSuffix(".xcodeproj") }.map { sourceRoot + "/" + $0 })
    for workspace in names where workspace.hasSuffix(".xcworkspace") {
      found.formUnion(WorkspaceFile.projects(of: sourceRoot + "/" + workspace))
    }
    let own = PathSpelling.standardized(PathSpelling.parent(of: document.path), in: nil)
    // A workspace above, beside the folders of its projects, names this one's siblings too.
    found.formUnion(EnclosingWorkspaces.projects(naming: own, above: own))
    return found.map { PathSpelling.standardized($0, in: nil) }.filter { $0 != own }.sorted()
  }

  /// The projects this one references (`projectReferences`), standardized: Xcode builds their
  /// products for a target that links them, as it does the workspace's.
  private mutating func referencedProjects() -> [String] {
    let references =
      document.object(document.rootID)?["projectReferences"] as? [[String: Any]] ?? []
    return references.compactMap {
      ($0["ProjectRef"] as? String).flatMap { tree.path(of: $0) }
        .map { PathSpelling.standardized($0, in: nil) }
    }
  }

  /// Whether `path` is one of the system's frameworks or libraries, spelled as a path.
  static func isSystem(_ path: String) -> Bool {
    path.hasPrefix("/System/Library/") || path.hasPrefix("/usr/lib/")
      || path.hasPrefix("/Library/Developer/") || path.contains(".platform/Developer/SDKs/")
  }

  /// The folders of the project that hold a `Package.swift`: the local packages added as
  /// folder references or to a workspace beside the project, and those inside an Xcode 16 synchronized folder (Xcode lists no
  /// reference for them, only the product). Sorted, so a package's folder comes before any
  /// fixture package inside it. Read once.
  private mutating func localPackages() -> [String] {
    if let known = localPackageFolders { return known }
    var folders: Set<String> = []
    for (id, object) in document.objects where object["isa"] as? String == "PBXFileReference" {
      let type = object["lastKnownFileType"] as? String
      guard type == "wrapper" || type == "folder", let path = tree.path(of: id),
        ProjectPaths.exists(path + "/Package.swift")
      else { continue }
      folders.insert(path)
    }
    // A local package of the project's package references (miataru's): Xcode finds among
    // them a product listed with no package of its own.
    for reference in document.ids(document.rootID, "packageReferences")
    where document.string(reference, "isa") == "XCLocalSwiftPackageReference" {
      let path = ProjectPaths.join(sourceRoot, document.string(reference, "relativePath") ?? "")
      if ProjectPaths.exists(path + "/Package.swift") { folders.insert(path) }
    }
    // A package dragged into the workspace beside the project rather than into the project
    // (openHAB's OpenHABCore): the project lists its product with no package reference.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceRoot)) ?? []
    for workspace in names where workspace.hasSuffix(".xcworkspace") {
      for folder in WorkspaceFile.packages(of: sourceRoot + "/" + workspace) {
        folders.insert(folder)
      }
    }
    for (group, files) in synchronized.values {
      for file in files where file == "Package.swift" || file.hasSuffix("/Package.swift") {
        let relative = file.dropLast("Package.swift".count)
        folders.insert(group.folder + (relative.isEmpty ? "" : "/" + relative.dropLast()))
      }
    }
    let sorted = folders.sortedByBytes()
    localPackageFolders = sorted
    return sorted
  }

  /// The folders of the project's local package references that hold no `Package.swift`.
  private func missingLocalPackages() -> [String] {
    document.ids(document.rootID, "packageReferences").compactMap { reference in
      guard document.string(reference, "isa") == "XCLocalSwiftPackageReference" else {
        return nil
      }
      let path = ProjectPaths.join(sourceRoot, document.string(reference, "relativePath") ?? "")
      return ProjectPaths.exists(path + "/Package.swift") ? nil : path
    }.sortedByBytes()
  }

  /// The manifest of each local package folder, as written and without its whitespace, where
  /// a library product is looked for as `.library(name:"NAME"` however spaced (a package that
  /// only depends on it names it too); read once.
  private mutating func localPackageManifests() -> [(folder: String, text: String, compact: String)]
  {
    if let known = localManifests { return known }
    let manifests = localPackages().map { folder in
      let data = FileManager.default.contents(atPath: folder + "/Package.swift")
      let text = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
      let compact = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
      return (folder: folder, text: text, compact: compact)
    }
    localManifests = manifests
    return manifests
  }

  /// `Charts` of `https://github.com/danielgindi/Charts.git`: the folder a checkout has.
  static func repositoryName(_ url: String) -> String {
    var last = url.split(separator: "/").last.map(String.init) ?? url
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last
  }
}
