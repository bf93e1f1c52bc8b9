import Foundation

/// An Xcode 16 folder-synchronized group (`PBXFileSystemSynchronizedRootGroup`): every file
/// under its folder belongs to the targets that list the group, except the files a
/// `PBXFileSystemSynchronizedBuildFileExceptionSet` for that target names; a target that does
/// not list the group gets exactly the files its exception set names.
struct SynchronizedGroup {
  /// The group's folder.
  let folder: String
  /// Paths relative to the folder, by the target whose exception set names them.
  let exceptions: [String: Set<String>]

  init(id: String, document: PBXDocument, folder: String) {
    self.folder = folder
    var exceptions: [String: Set<String>] = [:]
    for exceptionID in document.ids(id, "exceptions") {
      guard document.string(exceptionID, "isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        let target = document.string(exceptionID, "target")
      else { continue }
      exceptions[target, default: []].formUnion(document.ids(exceptionID, "membershipExceptions"))
    }
    self.exceptions = exceptions
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

  /// The files (full paths) of `target`: with `listsGroup`, every file but its exceptions;
  /// otherwise only its exceptions.
  func members(of target: String, listsGroup: Bool, among files: [String]) -> [String] {
    let named = exceptions[target] ?? []
    return files.filter { listsGroup != Self.matches($0, named) }.map { folder + "/" + $0 }
  }

  /// Whether `relative` is one of `named`; `/Localized/NAME` names every `*.lproj/NAME`.
  private static func matches(_ relative: String, _ named: Set<String>) -> Bool {
    if named.contains(relative) { return true }
    let parts = relative.split(separator: "/")
    guard let index = parts.firstIndex(where: { $0.hasSuffix(".lproj") }) else { return false }
    let localized = (parts[..<index] + parts[(index + 1)...]).joined(separator: "/")
    return named.contains("/Localized/" + localized)
  }
}
