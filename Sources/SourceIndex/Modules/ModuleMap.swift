import DeterministicOutput
import Foundation

/// Which module each file belongs to: the folders the command line maps to modules
/// (`--sources CoreUI=Packages/CoreUI`) and the Swift packages among the paths, whose
/// `Sources/<Target>/…` folders are module `<Target>`. The most specific folder wins; a file
/// under none is in the app's module. Paths are compared lexically, spelled by ``PathSpelling``
/// from the working directory the caller gives, so that every spelling of a path agrees.
package struct ModuleMap: Sendable, Hashable {
  /// The folders mapped to modules, by their resolved path.
  package private(set) var folders: [String: String] = [:]
  /// Single files mapped to modules, by their resolved path: a project target's dependencies,
  /// whose files may lie beside the app's. A file mapped here is in its module, whatever
  /// folder holds it.
  package private(set) var files: [String: String] = [:]
  /// The resolved paths of the folders that hold a `Package.swift`.
  package private(set) var packageRoots: Set<String> = []
  /// What relative paths are relative to; nil when the caller gave none (an index of texts,
  /// a library's caller), and relative paths are then compared as relative spellings.
  package var workingDirectory: String?
  /// The name of the app's module, when the command line gives it (`--module`): a class a
  /// storyboard places in that module is looked for among the files of the app's module.
  package var appModuleName: String?

  package init(workingDirectory: String? = nil) {
    self.workingDirectory = workingDirectory
  }

  /// Maps the folder at `path` (and everything under it) to module `name`.
  package mutating func map(_ path: String, to name: String) {
    folders[resolved(path)] = name
  }

  /// Maps the file at `path`, and only it, to module `name`.
  package mutating func map(file path: String, to name: String) {
    files[resolved(path)] = name
  }

  /// Records that the folder at `path` holds a `Package.swift`.
  package mutating func addPackage(at path: String) {
    packageRoots.insert(resolved(path))
  }

  /// Records the folder of each `Package.swift` among `paths` as a package root.
  package mutating func addPackages(among paths: [String]) {
    for path in paths where path == "Package.swift" || path.hasSuffix("/Package.swift") {
      addPackage(at: String(path.dropLast("Package.swift".count)))
    }
  }

  /// Looks on disk, for each path, for the packages whose target folder holds it: a
  /// `Package.swift` beside an enclosing `Sources` folder.
  package mutating func findPackages(holding paths: [String]) {
    var checked: Set<String> = []
    for path in paths {
      let full = resolved(path)
      let parts = Self.components(full)
      for index in parts.indices where parts[index] == "Sources" && index + 2 <= parts.count {
        let root = Self.root(parts[..<index], of: full)
        guard checked.insert(root).inserted else { continue }
        let manifest = PathSpelling.standardized("Package.swift", in: root)
        if FileManager.default.fileExists(atPath: manifest) { packageRoots.insert(root) }
      }
    }
  }

  /// The module of the file at `path`.
  package func module(of path: String) -> SourceModule {
    let full = resolved(path)
    if let name = files[full] { return .named(name) }
    let parts = Self.components(full)
    var best: (length: Int, name: String)?
    for (folder, name) in folders {
      let folderParts = Self.components(folder)
      if parts.starts(with: folderParts), folderParts.count > (best?.length ?? -1) {
        best = (folderParts.count, name)
      }
    }
    // `root/Sources/Target/…`: the target folder is two components below the root.
    for index in parts.indices where parts[index] == "Sources" && index + 2 < parts.count {
      let root = Self.root(parts[..<index], of: full)
      if packageRoots.contains(root), index + 2 > (best?.length ?? -1) {
        best = (index + 2, Self.moduleName(ofTarget: parts[index + 1]))
      }
    }
    return best.map { .named($0.name) } ?? .app
  }

  /// The modules the command line maps folders to.
  package var mappedModules: Set<SourceModule> {
    Set((Array(folders.values) + Array(files.values)).map(SourceModule.named))
  }

  /// A target's module name as Swift packages make it: characters that cannot be in an
  /// identifier become `_`.
  static func moduleName(ofTarget target: String) -> String {
    var name = String(
      target.unicodeScalars.map { scalar -> Character in
        let isWord = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        return isWord ? Character(scalar) : "_"
      })
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
    return name
  }

  /// `path` spelled by ``PathSpelling`` from ``workingDirectory``.
  func resolved(_ path: String) -> String {
    PathSpelling.standardized(path, in: workingDirectory)
  }

  /// The components of a resolved path.
  static func components(_ path: String) -> [String] {
    path == "." ? [] : path.split(separator: "/").map(String.init)
  }

  /// The folder of the first components `parts` of the resolved path `full`, spelled as
  /// ``resolved(_:)`` spells it.
  private static func root(_ parts: ArraySlice<String>, of full: String) -> String {
    let joined = parts.joined(separator: "/")
    return full.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
