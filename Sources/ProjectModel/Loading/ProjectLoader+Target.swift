import DeterministicOutput
import Foundation
import StoryboardKit

extension ProjectLoader.Context {
  /// Native target `id`: its settings (defaults, project, target), files, entry points and the
  /// targets it depends on (`dependencies`, names).
  mutating func target(_ id: String, dependencies: [String]) -> Target {
    let name = document.string(id, "name") ?? id
    let productType = document.string(id, "productType")
    // Twice: without conditional settings to learn the platform, then with those that hold
    // for its SDK and the configuration.
    let missingBefore = missingConfigurationFiles
    let missingPodsBefore = missingPodsFiles
    let assignments =
      defaults(targetName: name) + projectLevel
      + levels(list: document.string(id, "buildConfigurationList"), target: name)
    // The project's or the target's configuration file missing may hold its SDK.
    let settingsMayBeMissing = projectLevelIsIncomplete || missingConfigurationFiles > missingBefore
    var stack = SettingsStack()
    for (setting, value) in assignments { stack.assign(setting, value) }
    var unconditional = TargetSettings(settings: stack.values)
    stack = SettingsStack(
      condition: SettingCondition(
        sdk: unconditional.platforms().primary?.deviceSDK, configuration: configuration))
    for (setting, value) in assignments { stack.assign(setting, value) }
    var settings = TargetSettings(settings: stack.values)
    var platforms = settings.platforms()
    if platforms.isDefault, settingsMayBeMissing {
      platforms = (nil, [], false)
    } else if platforms.isDefault {
      warn(
        at: id, target: name, severity: .note,
        "Target '\(name)' sets neither SDKROOT nor SUPPORTED_PLATFORMS; it is read for macOS, "
          + "Xcode's default SDK.")
    }
    var plist = settings.infoPlist(folder: sourceRoot)
    plist.path = plist.path.map { onDisk($0) }
    // A WatchKit 1 app is built with the iOS SDK, but its storyboard runs on the watch.
    let platform =
      productType == "com.apple.product-type.application.watchapp" ? .watchOS : platforms.primary
    var files = TargetFiles(
      target: id, platform: platform, document: document, tree: &tree,
      synchronized: synchronized)
    let (missing, renamed) = warnMissing(files.storyboards + files.sources, target: id, name: name)
    if !renamed.isEmpty {
      files.storyboards = files.storyboards.map { renamed[$0] ?? $0 }
      files.sources = files.sources.map { renamed[$0] ?? $0 }
    }
    let names = Set(
      files.storyboards.filter { !missing.contains($0) }.map(StoryboardDocument.name(ofPath:)))
    let entryPoints = readEntryPoints(target: id, name: name, plist: plist, settings: &settings)
      .filter {
        !$0.key.hasPrefix("WK") || names.contains(InfoPlistEntryPoints.watchKitStoryboard)
      }
      // AppKit's key, which UIKit never reads: Frame Grabber's iOS app keeps one.
      .filter {
        $0.key != "NSMainStoryboardFile" || platform == nil || platforms.supported.contains(.macOS)
      }
    // A synchronized folder that is missing holds what the target copies: nothing is judged.
    let groups = document.ids(id, "fileSystemSynchronizedGroups")
    if !groups.contains(where: { synchronized[$0] == nil }) {
      warnUncopied(
        entryPoints, copied: files.interfaceNames, target: id, name: name,
        kind: TargetKind(productType: productType), platform: platform)
    }
    let moduleName = settings.moduleName(targetName: name)
    var target = Target(
      name: name, kind: TargetKind(productType: productType), productType: productType,
      dependencies: dependencies, moduleName: moduleName,
      storyboardModuleName: settings.nonEmpty("IBSC_MODULE") ?? moduleName,
      platform: platform,
      supportedPlatforms: platforms.supported,
      deploymentTarget: settings.deploymentTarget(platform: platform),
      deviceFamily: DeviceFamily.families(
        setting: settings.nonEmpty("TARGETED_DEVICE_FAMILY"), platform: platform,
        supportsMacCatalyst: settings.nonEmpty("SUPPORTS_MACCATALYST") == "YES"),
      conditions: settings.conditions(),
      preprocessorDefinitions: settings.preprocessorDefinitions(),
      infoPlist: plist.path.map { .file(path: $0, generatedKeys: plist.generated) }
        ?? (plist.generated ? .generated : .none),
      entryPoints: entryPoints,
      storyboards: files.storyboards.filter { !missing.contains($0) },
      sources: files.sources.filter { !missing.contains($0) },
      settings: stack.values)
    target.headers = headers(of: target.sources, settings: &settings)
    // The xcconfigs CocoaPods writes for an app never set `SWIFT_VERSION`: only another
    // missing configuration file may hide it.
    let languageMayBeMissing =
      projectLevelIsIncomplete
      || missingConfigurationFiles - missingBefore > missingPodsFiles - missingPodsBefore
    target.swiftLanguageVersion = swiftLanguageVersion(
      settings: &settings, settingsMayBeMissing: languageMayBeMissing)
    target.hasMissingFiles = !missing.isEmpty
    target.missingStoryboards = files.storyboards.filter(missing.contains).sorted()
    target.missingSources = files.sources.filter(missing.contains).sorted()
    target.linked = linkage(
      target: id, platform: platform, settings: &settings, builtProducts: builtProducts,
      configurationMissing: missingPodsFiles > missingPodsBefore)
    // Cut values are recorded innermost first: the last is the setting that was read.
    let oversized = unique(stack.oversized + settings.expander.oversized)
    if let read = oversized.last {
      let origin =
        oversized.count == 1
        ? "" : " ('\(oversized[0])' is the first of \(oversized.count) settings that do)"
      warn(
        at: id, target: name,
        "The build setting '\(read)' of target '\(name)' expands to more than "
          + "\(SettingExpander.maximumLength) characters\(origin); it is cut there.")
    }
    for setting in settings.expander.selfReferences {
      warn(
        at: id, target: name,
        "The build setting '\(setting)' of target '\(name)' references itself; it is read as "
          + "empty.")
    }
    return target
  }

  /// A warning for each storyboard an app's or extension's Info.plist opens or shows at launch
  /// that the target does not copy: the system looks it up by name in the target's bundle and
  /// finds nothing. A name differing from a copied storyboard's or nib's only in case is found
  /// on a Mac's case-insensitive disk (the simulator's), not on an iOS, tvOS or visionOS
  /// device. A name a build setting computes, and a watch app (WatchKit opens its own
  /// storyboard), are not judged.
  private mutating func warnUncopied(
    _ entryPoints: [EntryPoint], copied: Set<String>, target id: String, name: String,
    kind: TargetKind, platform: BuildPlatform?
  ) {
    guard kind == .app || kind == .appExtension, platform != .watchOS else { return }
    for entry in entryPoints where !copied.contains(entry.storyboardName) {
      let wanted = entry.storyboardName
      guard !wanted.contains("$"), !wanted.isEmpty else { continue }
      let what =
        entry.role == .launchScreen
        ? "its launch screen" : "the storyboard it opens at launch"
      let cased = copied.filter { $0.lowercased() == wanted.lowercased() }.sorted().first
      if let cased {
        guard platform != .macOS else { continue }
        warn(
          at: id, target: name,
          "Target '\(name)' names '\(wanted)' as \(what) (\(entry.key) of its Info.plist), but "
            + "copies '\(cased)': a device looks the name up case-sensitively and does not find "
            + "it, though the simulator, on a Mac's disk, does; write '\(cased)'.")
      } else {
        warn(
          at: id, target: name,
          "Target '\(name)' names '\(wanted)' as \(what) (\(entry.key) of its Info.plist), but "
            + "copies no storyboard or nib of that name, so the system does not find it at "
            + "launch; add the storyboard to the target's Copy Bundle Resources, or correct "
            + "the name.")
      }
    }
  }

  /// The major version of `SWIFT_VERSION`; without it, 2 when the project was last saved by
  /// Xcode 7 or earlier (its `LastSwiftUpdateCheck`, else `LastUpgradeCheck`, below 0800):
  /// Swift 2 built it, since later Xcodes require the setting. Unknown when a configuration
  /// file that may set it is missing.
  private func swiftLanguageVersion(
    settings: inout TargetSettings, settingsMayBeMissing: Bool
  ) -> Int? {
    if let version = settings.nonEmpty("SWIFT_VERSION") {
      return Int(version.prefix { $0.isNumber })
    }
    let attributes = document.object(document.rootID)?["attributes"] as? [String: Any]
    guard !settingsMayBeMissing,
      let saved = (attributes?["LastSwiftUpdateCheck"] ?? attributes?["LastUpgradeCheck"])
        as? String,
      let version = Int(saved), version < 800
    else { return nil }
    return 2
  }

  /// The bridging header `SWIFT_OBJC_BRIDGING_HEADER` and the prefix header
  /// `GCC_PREFIX_HEADER` name (relative to the project's folder) and the `.h` beside each
  /// Objective-C implementation, those on disk.
  private mutating func headers(of sources: [String], settings: inout TargetSettings) -> [String] {
    var found = Set<String>()
    // The prefix header is compiled into every Objective-C file of the target: its macros are
    // the target's code (words-ios-app opens its scenes with `STORYBOARD_VIEWCONTROLLER(sb,
    // vc)`, a `storyboardWithName:` of its `.pch`).
    for setting in ["SWIFT_OBJC_BRIDGING_HEADER", "GCC_PREFIX_HEADER"] {
      guard let header = settings.nonEmpty(setting) else { continue }
      let path = onDisk(
        ProjectPaths.join(sourceRoot, header.replacingOccurrences(of: "\"", with: "")))
      if ProjectPaths.exists(path) { found.insert(path) }
    }
    for source in sources where source.hasSuffix(".m") || source.hasSuffix(".mm") {
      let header = (source as NSString).deletingPathExtension + ".h"
      if ProjectPaths.exists(header) { found.insert(header) }
    }
    return found.sorted()
  }

  private func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }

  /// The settings Xcode defines before any level: the folders and names of the build.
  private func defaults(targetName: String) -> [(String, String)] {
    let projectName = String(
      (xcodeprojName.hasSuffix(".xcodeproj") ? xcodeprojName.dropLast(10) : xcodeprojName[...]))
    return [
      ("SRCROOT", sourceRoot), ("SOURCE_ROOT", sourceRoot), ("PROJECT_DIR", sourceRoot),
      ("PROJECT_NAME", projectName), ("PROJECT_FILE_PATH", PathSpelling.parent(of: document.path)),
      ("TARGET_NAME", targetName), ("TARGETNAME", targetName),
      ("PRODUCT_NAME", "$(TARGET_NAME)"), ("CONFIGURATION", configuration),
    ]
  }

  /// The `.xcodeproj` folder's name, such as `App.xcodeproj`.
  var xcodeprojName: String {
    PathSpelling.parent(of: document.path).split(separator: "/").last.map(String.init) ?? ""
  }

  /// The Info.plist's entry points, with the generated keys on top of the file's.
  private mutating func readEntryPoints(
    target id: String, name: String, plist: (path: String?, generated: Bool),
    settings: inout TargetSettings
  ) -> [EntryPoint] {
    var dictionary: [String: Any] = [:]
    let generatedKeys = plist.generated ? settings.generatedInfoPlistKeys() : [:]
    if let path = plist.path {
      let preprocessed = settings.nonEmpty("INFOPLIST_PREPROCESS")?.uppercased() == "YES"
      do {
        if preprocessed {
          let reading = try PreprocessedInfoPlist(settings: &settings, folder: sourceRoot)
            .dictionary(path: path)
          dictionary = reading.dictionary
          diagnostics += reading.warnings
        } else {
          dictionary = try InfoPlistEntryPoints.dictionary(path: path)
        }
      } catch {
        var reason = ProjectPaths.exists(path) ? "is not a property-list dictionary" : "is missing"
        if preprocessed && ProjectPaths.exists(path) { reason += " once its '#if' lines are read" }
        // Science Journal's Info-Combined.plist is merged by a script and ignored by git: no
        // checkout has it, so it is code not read, as for any other ignored file.
        let ignored = !ProjectPaths.exists(path) && gitIgnore.ignores(path)
        if ignored {
          reason +=
            ", and the repository's .gitignore keeps it out of every checkout (made by a build "
            + "phase or a script, or kept on its author's disk)"
        }
        // With GENERATE_INFOPLIST_FILE the build settings' keys are still read (Cuisiner's
        // INFOPLIST_KEY_UIMainStoryboardFile): only what the file adds is unknown.
        let unknown =
          !InfoPlistEntryPoints.entryPoints(in: generatedKeys).isEmpty
          ? "the entry points it adds to those of the INFOPLIST_KEY_ settings are unknown"
          : "its entry points are unknown"
        warn(
          at: id, target: name, severity: ignored ? .note : .warning,
          "The Info.plist '\(shown(path))' of target '\(name)' (INFOPLIST_FILE) \(reason)"
            + "\(ignored ? ":" : ";") \(unknown).")
      }
    }
    dictionary.merge(generatedKeys) { _, generated in generated }
    return InfoPlistEntryPoints.entryPoints(in: dictionary)
  }

  /// `path`, or the path on disk it names on macOS's case-insensitive file system, where Xcode
  /// reads a setting's file (xDrip's `INFOPLIST_FILE` is `xdrip/…`, its folder `xDrip`).
  mutating func onDisk(_ path: String) -> String {
    ProjectPaths.exists(path) ? path : caseInsensitive.onDisk(path) ?? path
  }

  /// The files of `paths` that are missing, with a warning by folder when a whole folder is
  /// missing, and one naming the first of the others; and those that differ from the disk in
  /// case only, by the path on disk: on macOS's case-insensitive file system Xcode reads them.
  /// Those the repository's `.gitignore` keeps out of every clone are one note instead.
  private mutating func warnMissing(_ paths: [String], target id: String, name: String)
    -> (missing: Set<String>, renamed: [String: String])
  {
    var renamed: [String: String] = [:]
    let all = paths.filter { path in
      guard !ProjectPaths.exists(path) else { return false }
      guard let onDisk = caseInsensitive.onDisk(path) else { return true }
      renamed[path] = onDisk
      return false
    }.sorted()
    guard !all.isEmpty else { return ([], renamed) }
    // loose-leaf's AFNetworking, Mixpanel and five more are git submodules a plain clone leaves
    // empty: `git submodule update --init` brings their files, so it is code not read. Asked
    // first: iAmiga's `.gitignore` also names its submodules' folder.
    var submodules: [String] = []
    let inSubmodules = all.filter { path in
      guard let folder = gitSubmodules.uncheckedOut(holding: path) else { return false }
      if !submodules.contains(folder) { submodules.append(folder) }
      return true
    }
    // Infinit's share extension compiles a file of objcpp-gap, a sibling repository on its
    // author's disk (`../../objcpp-gap`): no checkout of this repository can hold it, so it is
    // code not read, not something to fix. Only known inside a git checkout.
    let repository = gitRoots.root(of: folder)
    let outside = all.filter { path in
      guard let repository, !inSubmodules.contains(path) else { return false }
      return !path.hasPrefix(repository + "/")
    }
    if let first = outside.first {
      let one = outside.count == 1
      let others = one ? "" : " and \(outside.count - 1) more"
      warn(
        at: id, target: name, severity: .note,
        "The file '\(shown(first))'\(others) of target '\(name)' \(one ? "is" : "are") missing "
          + "and outside the repository, which no checkout of it holds (another repository "
          + "beside it on its author's disk): what \(one ? "it declares" : "they declare") is "
          + "not read.")
    }
    // Trust Wallet's `R.generated.swift`, which R.swift's build phase writes and `.gitignore`
    // names: a checkout never has it, so it is not something to fix, only code not read.
    let ignored = all.filter {
      !inSubmodules.contains($0) && !outside.contains($0) && gitIgnore.ignores($0)
    }
    if let first = ignored.first {
      let one = ignored.count == 1
      let others = one ? "" : " and \(ignored.count - 1) more"
      // Flutter's plugin registrant (`Runner/GeneratedPluginRegistrant.m`, macOS's `.swift`).
      let flutter = ignored.allSatisfy {
        ($0 as NSString).lastPathComponent.hasPrefix("GeneratedPluginRegistrant.")
      }
      warn(
        at: id, target: name, severity: .note,
        "The file '\(shown(first))'\(others) of target '\(name)' \(one ? "is" : "are") missing, "
          + "and the repository's .gitignore keeps \(one ? "it" : "them") out of every checkout "
          + (flutter
            ? "(made by Flutter's `flutter pub get`)"
            : "(made by a build phase, or kept on its author's disk)")
          + ": what \(one ? "it declares" : "they declare") "
          + "is not read.")
    }
    if !inSubmodules.isEmpty {
      let one = inSubmodules.count == 1
      let names = submodules.sorted().map { "'\($0)'" }.joined(separator: ", ")
      warn(
        at: id, target: name, severity: .note,
        "\(inSubmodules.count) file\(one ? "" : "s") of target '\(name)' \(one ? "is" : "are") "
          + "missing in the git submodule\(submodules.count == 1 ? "" : "s") \(names), not checked "
          + "out (`git submodule update --init` brings \(one ? "it" : "them")): what "
          + "\(one ? "it declares" : "they declare") is not read.")
    }
    let missing = all.filter {
      !ignored.contains($0) && !inSubmodules.contains($0) && !outside.contains($0)
    }
    guard !missing.isEmpty else { return (Set(all), renamed) }
    let folders = Set(missing.map(PathSpelling.parent(of:)).filter { !ProjectPaths.isFolder($0) })
    for folder in folders.sorted() where !folders.contains(PathSpelling.parent(of: folder)) {
      let count = missing.filter { $0.hasPrefix(folder + "/") }.count
      warn(
        at: id, target: name,
        "The folder '\(shown(folder))' of target '\(name)' is missing; its \(count) "
          + "file\(count == 1 ? "" : "s") \(count == 1 ? "is" : "are") left out.")
    }
    let loose = missing.filter { ProjectPaths.isFolder(PathSpelling.parent(of: $0)) }
    if let first = loose.first {
      let others = loose.count == 1 ? "" : " and \(loose.count - 1) more"
      warn(
        at: id, target: name,
        "The file '\(shown(first))'\(others) of target '\(name)' \(loose.count == 1 ? "is" : "are") "
          + "missing; left out.")
    }
    return (Set(all), renamed)
  }
}
