import Foundation

/// What plain text scanning of Swift and Objective-C files (`--sources`) finds: the classes
/// they declare, the first pieces of the selectors of the methods they declare, and the
/// literal identifiers they perform segues with. It sees only the files given: not classes
/// from frameworks or packages outside them, nor code generated at build time.
package struct SourceIndex: Sendable, Hashable {
  /// Names declared by `class` (Swift), `@interface` / `@implementation` (Objective-C), or
  /// given with `@objc(Name)`.
  package var classes: Set<String> = []
  /// The first type each class names after its colon (`class Name: First`, `@interface Name :
  /// Super`), by class name: the superclass, or a protocol for a Swift root class. The first
  /// declaration of a name wins.
  package var superclasses: [String: String] = [:]
  /// The first selector piece of every declared method, without its colon, such as
  /// `unwindToList` for `unwindToList:`; Swift methods add every spelling Swift may give.
  package var selectorPieces: Set<String> = []
  /// Literal identifiers passed to performSegue.
  package var performedIdentifiers: [SegueIdentifierUse] = []
  /// How many files were scanned.
  package var fileCount = 0

  package init() {}

  /// Scans `text`, the content of the file at `path`, into the index.
  package mutating func add(text: String, path: String) {
    SourceScanner(path: path, text: text).scan(into: &self)
    fileCount += 1
  }

  /// Whether a method with `selector` (such as `unwindToList:`) is declared.
  package func declaresMethod(_ selector: String) -> Bool {
    let first = selector.split(separator: ":", omittingEmptySubsequences: false).first ?? ""
    return selectorPieces.contains(String(first))
  }

  /// The extensions of the files `--sources` reads.
  package static let extensions: Set<String> = ["swift", "m", "h", "mm"]

  /// Reads every Swift and Objective-C file under `paths` (files or directories), sorted.
  /// Throws a full sentence when a path does not exist or a file cannot be read as UTF-8.
  package static func load(_ paths: [String]) throws(SourceIndexError) -> SourceIndex {
    let files = try files(in: paths)
    var index = SourceIndex()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw .unreadable(path: file)
      }
      index.add(text: String(decoding: data, as: UTF8.self), path: file)
    }
    return index
  }

  /// The files `load(_:)` reads for `paths`, sorted: each file as given, and each Swift and
  /// Objective-C file under each directory (outside `.build` folders).
  package static func files(in paths: [String]) throws(SourceIndexError) -> [String] {
    var files = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .missing(path: path)
      }
      if !isDirectory.boolValue {
        files.insert(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let walker = FileManager.default.enumerator(atPath: path)
      while let relative = walker?.nextObject() as? String {
        if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
        let fileExtension = relative.split(separator: ".").last.map(String.init) ?? ""
        if extensions.contains(fileExtension) { files.insert(base + "/" + relative) }
      }
    }
    return files.sorted()
  }
}
