import Foundation
import StoryboardKit

extension SourceIndex {
  /// The extensions of the files `--sources` reads.
  package static let extensions: Set<String> = ["swift", "m", "h", "mm"]

  /// Reads every Swift and Objective-C file under `paths` (files or directories), sorted, all
  /// in the app's module unless a Swift package's layout says otherwise. Throws a full
  /// sentence when a path does not exist; a file that cannot be read is a warning of the index. Relative paths are compared
  /// as spelt: a caller that knows the working directory passes it to
  /// ``load(_:conditions:workingDirectory:)``.
  package static func load(_ paths: [String]) throws(SourceIndexError) -> SourceIndex {
    try load(paths.map { SourceInput(path: $0) }, workingDirectory: nil)
  }

  /// Reads every Swift and Objective-C file under the inputs' paths, sorted. A file is in the
  /// module of the most specific input folder that names one, or of the Swift package target
  /// folder that holds it, else in the app's module. Swift and Objective-C files are read as the
  /// compilers read them for `conditions` (``CompilationConditions``): with the default, which
  /// knows nothing of the target, each region is marked with the platforms its `os(…)` (or
  /// `TARGET_OS_*`) conditions allow, and every other condition takes both branches. Relative
  /// paths are taken from `workingDirectory` (see ``ModuleMap``); nil keeps them relative.
  /// The module map is complete before a file is read: `appModule` names the app's module
  /// (nil: each storyboard's own), the Swift packages that hold `storyboards` are known, and
  /// each file of `dependencies` is in its library's module (``add(_:)``). `linkage` is what
  /// the app links that was not read, and the storyboards it opens that are not its own.
  package static func load(
    _ inputs: [SourceInput], conditions: CompilationConditions = .unknown,
    workingDirectory: String?, appModule: String? = nil, storyboards: [String] = [],
    dependencies: [SourceDependency] = [], linkage: SourceLinkage = SourceLinkage()
  ) throws(SourceIndexError) -> SourceIndex {
    var map = ModuleMap(workingDirectory: workingDirectory)
    map.appModuleName = appModule
    map.findPackages(holding: storyboards)
    var files = Set<String>()
    for input in inputs {
      if let module = input.module { map.map(input.path, to: module) }
      files.formUnion(try sourceFiles(at: input.path))
    }
    let sorted = files.sorted()
    map.findPackages(holding: sorted)
    map.addPackages(among: sorted)
    for dependency in dependencies {
      for file in dependency.files { map.map(file: file, to: dependency.module) }
    }
    var index = scan(sorted, moduleMap: map, conditions: conditions)
    index.add(dependencies)
    index.unreadLinkedCode = linkage.unreadLinkedCode
    index.unlintedStoryboards = linkage.unlintedStoryboards
    index.missingSources = linkage.missingSources
    return index
  }

  /// The index of the files `sorted`, in the modules `map` gives them, read for `conditions`.
  static func scan(
    _ sorted: [String], moduleMap map: ModuleMap, conditions: CompilationConditions
  ) -> SourceIndex {
    // Runs of files are read and scanned on every core, then merged in file order.
    let empty = SourceIndex(moduleMap: map, conditions: conditions)
    let parts = ParallelMap.map(runs(of: sorted)) { run -> SourceIndex in
      var part = empty
      for file in run {
        // One file that cannot be read (a symbolic link whose target the checkout lacks, a
        // file without read permission) costs its own declarations, named, not the whole run.
        guard let data = FileManager.default.contents(atPath: file) else {
          part.warnings.append(unreadableWarning(file))
          continue
        }
        part.add(text: String(decoding: data, as: UTF8.self), path: file)
      }
      return part
    }
    var index = empty
    for part in parts { index.merge(part) }
    index.resolveSymbolicUses()
    return index
  }

  /// The warning for a source file that exists in a listing but whose bytes cannot be read.
  private static func unreadableWarning(_ file: String) -> Diagnostic {
    let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: file)
    let why =
      destination.map { "it is a symbolic link to '\($0)', which does not exist" }
      ?? "it cannot be opened"
    return Diagnostic(
      path: file, location: TextLocation(line: 1, column: 1), severity: .warning,
      message: "The source file '\(file)' could not be read (\(why)); its declarations are "
        + "left out.")
  }

  /// `files` cut into a few runs per core, in order, for ``load(_:conditions:workingDirectory:)``
  /// to scan concurrently; one run when there are few files.
  private static func runs(of files: [String]) -> [ArraySlice<String>] {
    let count = min(ProcessInfo.processInfo.activeProcessorCount * 4, files.count / 16)
    guard count > 1 else { return [files[...]] }
    return (0..<count).map { run in
      files[(files.count * run / count)..<(files.count * (run + 1) / count)]
    }
  }

  /// The files ``load(_:conditions:workingDirectory:)`` reads for `paths`, sorted, for those who
  /// read them without indexing them (`segue migrate` rewrites them, CI lists them).
  package static func files(in paths: [String]) throws(SourceIndexError) -> [String] {
    var files = Set<String>()
    for path in paths { files.formUnion(try sourceFiles(at: path)) }
    return files.sorted()
  }

  /// The Swift and Objective-C files at `path`: the file itself, or those under the folder
  /// (build folders skipped).
  /// The folders of linked code a walked folder may hold (after `pod install`, a package
  /// resolve, `carthage checkout`): read as that code, in its own module, never as the app's.
  private static let linkedCodeFolders = ["Pods/", "Carthage/Checkouts/", "SourcePackages/"]

  private static func sourceFiles(at path: String) throws(SourceIndexError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missing(path: path)
    }
    guard isDirectory.boolValue else { return [path] }
    let base = path.hasSuffix("/") ? String(path.dropLast()) : path
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: path)
    while let relative = walker?.nextObject() as? String {
      if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
      // Linked code that a walked folder holds is read apart, in its own module.
      if linkedCodeFolders.contains(where: { relative.hasPrefix($0) || relative.contains("/" + $0) }
      ) {
        continue
      }
      let fileExtension = relative.split(separator: ".").last.map(String.init) ?? ""
      if extensions.contains(fileExtension) { files.append(base + "/" + relative) }
    }
    return files
  }
}
