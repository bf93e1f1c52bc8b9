import Foundation

/// An Xcode 16 folder-synchronized group (`PBXFileSystemSynchronizedRootGroup`): every file
/// under its folder belongs to the targets that list the group, except the files a
/// `PBXFileSystemSynchronizedBuildFileExceptionSet` for that target names; a target that does
/// not list the group gets exactly the files its exception set names. Xcode 16's
/// `platformFiltersByRelativePath` in a target's exception set builds a file only for the
/// platforms it names, as a build file's `platformFilters` does. A
/// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` names files one build
/// phase builds or copies whatever the target's own exceptions say.
struct SynchronizedGroup {
  /// The group's folder.
  let folder: String
  /// Paths relative to the folder, by the target whose exception set names them.
  let exceptions: [String: Set<String>]
  /// The platforms (as filters name them: `ios`, `tvos`, …) a path relative to the folder is
  /// built for, by target; a path not named is built for every platform.
  let platformFilters: [String: [String: [String]]]
  /// Paths relative to the folder, by the build phase whose exception set names them.
  let phaseMembers: [String: Set<String>]

  init(id: String, document: PBXDocument, folder: String) {
    self.folder = folder
    var exceptions: [String: Set<String>] = [:]
    var platformFilters: [String: [String: [String]]] = [:]
    var phaseMembers: [String: Set<String>] = [:]
    for exceptionID in document.ids(id, "exceptions") {
      // Off Day's conversion to a folder left out its launch screen's variant group and named
      // its Base.lproj file for the Resources phase: the app still copies it.
      if document.string(exceptionID, "isa")
        == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
        let phase = document.string(exceptionID, "buildPhase")
      {
        let named = document.ids(exceptionID, "membershipExceptions")
        phaseMembers[phase, default: []].formUnion(named)
      }
      guard document.string(exceptionID, "isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        let target = document.string(exceptionID, "target")
      else { continue }
      exceptions[target, default: []].formUnion(document.ids(exceptionID, "membershipExceptions"))
      let filters = document.object(exceptionID)?["platformFiltersByRelativePath"]
      for case (let path, let names as [String]) in filters as? [String: Any] ?? [:] {
        platformFilters[target, default: [:]][path, default: []] += names
      }
    }
    self.exceptions = exceptions
    self.platformFilters = platformFilters
    self.phaseMembers = phaseMembers
  }

  /// The most files read under one folder: an app's synchronized folder holds hundreds; a
  /// group whose path reaches `/` or a home folder would otherwise walk the whole disk.
  static let maximumFiles = 50_000

  /// Every file under the folder, relative to it, sorted, and whether the walk stopped at
  /// ``maximumFiles``; folders that Xcode treats as one file (bundles, asset catalogs) are not
  /// entered.
  func files() -> (files: [String], cut: Bool) {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      return ([], false)
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if files.count == Self.maximumFiles { return (files.sorted(), true) }
      let full = folder + "/" + relative
      if ProjectPaths.isFolder(full) {
        let opaque = [".xcassets", ".bundle", ".framework", ".xcdatamodeld", ".storyboardc"]
        if opaque.contains(where: relative.hasSuffix) { enumerator.skipDescendants() }
        continue
      }
      files.append(relative)
    }
    return (files.sorted(), false)
  }

  /// The files (full paths) of `target` built for `platform`: with `listsGroup`, every file but
  /// its exceptions; otherwise only its exceptions; and in both cases those named for one of
  /// `phases`, the target's build phases. Every file is built for a platform the project does
  /// not name.
  func members(
    of target: String, listsGroup: Bool, phases: [String] = [], platform: BuildPlatform?,
    among files: [String]
  ) -> [String] {
    let named = exceptions[target] ?? []
    let inPhases = phases.reduce(into: Set<String>()) { $0.formUnion(phaseMembers[$1] ?? []) }
    let filters = platform == nil ? [:] : platformFilters[target] ?? [:]
    return files.filter { relative in
      guard listsGroup != Self.matches(relative, named) || Self.matches(relative, inPhases)
      else { return false }
      guard let platform, let names = filters[relative] else { return true }
      return names.contains(platform.filterName)
    }.map { folder + "/" + $0 }
  }

  /// Whether `relative` is one of `named`; `/Localized/NAME` names every `*.lproj/NAME`, and so
  /// does `/Localized: NAME`, as Xcode 16 writes it (WXYC's share extension storyboard, left
  /// out of the app so, was read as the app's, its controller a class no app source declares).
  private static func matches(_ relative: String, _ named: Set<String>) -> Bool {
    if named.contains(relative) { return true }
    let parts = relative.split(separator: "/")
    guard let index = parts.firstIndex(where: { $0.hasSuffix(".lproj") }) else { return false }
    let localized = (parts[..<index] + parts[(index + 1)...]).joined(separator: "/")
    return named.contains("/Localized/" + localized) || named.contains("/Localized: " + localized)
  }
}
