import Foundation
import SourceIndex

/// The declarations the generated code needs, cut out of the sources, for apps whose full
/// sources cannot compile here (third-party modules, SDK API the stubs do not have, Linux's
/// lack of an Objective-C runtime).
///
/// Kept, exactly as the sources write them (attributes and access modifiers included): each
/// top-level class the generated code names, its superclass, and its `@IBSegueAction` and
/// `@IBAction` methods' signatures (their bodies become `fatalError()`), in its own module, each
/// in the declaration or `extension` that holds it, whose header is copied up to its name;
/// then, in turn, the classes and other types those lines name. Left out: every other member
/// and file, conformances to protocols (their requirements are not kept), imports of modules
/// outside the sources and the stubs, and, only when compiling against the stubs (Linux has no
/// Objective-C runtime), `@objc`.
///
/// Kept too, so that the check fails where a generated name would hide one of the app's
/// (issue 26): an app's top-level `SegueIdentifier`, `TypedSegue`, `SceneType`,
/// `InitialSceneType` or `StoryboardName` that a kept class's own code writes unqualified, whole, and in that class
/// a probe that names it as that code does (`_ = SegueIdentifier.showDetails`), since a member
/// the generated extension declared would win over it there, as it does in the app's build.
///
/// Nothing here decides what the generator decides. Which classes the code names is read from
/// the generated file; the classes it names in a module outside the sources get the
/// generator's own stand-ins for that module (``GeneratorStandIns``). A superclass that neither
/// the sources nor the stubs declare gets a stand-in in module `StandIns` (`open class Name:
/// Base {}`), whose base is the one the generator's stand-in gives the class the generated code
/// names: a segue class's stays a segue. Every stand-in is listed in the notes, so a pass is
/// never mistaken for a pass on the full sources.
struct DeclarationCut {
  /// A top-level declaration: its module, its file (an index of ``files``), its index there.
  struct Entry: Hashable {
    var module: String
    var file: Int
    var declaration: Int
  }

  /// Names the generated code declares as a controller's members or names from SegueKit.
  static let shadowable: Set<String> = [
    "SegueIdentifier", "TypedSegue", "SceneType", "InitialSceneType", "StoryboardName",
  ]
  static let declaring: Set<String> = [
    "class", "struct", "enum", "protocol", "typealias", "func", "case", "var", "let", "extension",
    "actor", "associatedtype",
  ]

  let files: [ParsedFile]
  let framework: String
  let available: Set<String>
  let objcRuntime: Bool
  let generator: GeneratorStandIns
  var stubClasses: Set<String> = []
  let objcClasses: Set<String>
  var declarations: [String: [Entry]] = [:]
  var extensions: [String: [Entry]] = [:]
  var kept: Set<String> = []
  /// The stand-in classes by module, each with its base.
  var standIns: [String: [String: String]] = [:]
  var whole: Set<String> = []
  /// The expressions each class's code writes of the app's shadowable names, in order.
  var probes: [String: [String]] = [:]
  /// The generator's stand-ins for the app's module, compiled into it when the sources hold
  /// none of its files.
  var appStandIns: String?
  var droppedImports: [String: Int] = [:]
  var notes: [String] = []
  var summary = ""
  private var texts: [Int: String] = [:]

  init(
    sources: [String: [Int]], files: [ParsedFile], objcClasses: [String], generated: String,
    standInsFolder: String, available: Set<String>, variant: Variant, stubs: String,
    objcRuntime: Bool
  ) throws(CIFailure) {
    self.files = files
    framework = variant.framework
    self.available = available
    self.objcRuntime = objcRuntime
    generator = try GeneratorStandIns(folder: standInsFolder)
    let stubFolder = stubs + "/" + framework
    let stubNames = (try? FileManager.default.contentsOfDirectory(atPath: stubFolder)) ?? []
    for name in stubNames.sorted() where name.hasSuffix(".swift") {
      let text = try ParsedFile.read(stubFolder + "/" + name)
      stubClasses.formUnion(SwiftOutline(text: text).declaredTypes)
    }
    self.objcClasses = Set(objcClasses)

    // Every top-level declaration, by name; the first by path where a module declares a name
    // twice (a folder holding several targets).
    var twice: Set<String> = []
    for module in sources.keys.sorted() {
      for file in sources[module] ?? [] {
        for (index, declaration) in files[file].declarations.enumerated() {
          let entry = Entry(module: module, file: file, declaration: index)
          if declaration.kind == "extension" {
            extensions[declaration.name, default: []].append(entry)
            continue
          }
          if (declarations[declaration.name] ?? []).contains(where: { $0.module == module }) {
            twice.insert(declaration.name)
            continue
          }
          declarations[declaration.name, default: []].append(entry)
        }
      }
    }
    if !twice.isEmpty {
      notes.append(
        "declarations only: \(twice.count) type(s) declared more than once in one module (\(Self.listed(twice.sorted(), 5))): kept the first by path"
      )
    }
    keep(SwiftQuoting.names(in: generated))
    probeAppNames()
    standInsForModules(generated)
    if (sources[""] ?? []).isEmpty,
      FileManager.default.fileExists(atPath: standInsFolder + "/app.swift")
    {
      appStandIns = standInsFolder + "/app.swift"
    }
    let keptFiles = Set(kept.flatMap { declarations[$0] ?? [] }.map(\.file))
    let total = sources.values.reduce(0) { $0 + $1.count }
    for module in sources.keys.sorted() {
      for file in sources[module] ?? [] {
        if let text = cut(file) { texts[file] = text }
      }
    }
    notes.append(
      "declarations only: kept \(kept.count) declaration(s) from \(keptFiles.count) of \(total) file(s); every other member and file left out"
    )
    summarize(keptFiles: keptFiles.count, total: total, twice: twice.count)
  }

  /// "a, b, c, d, e, …": the first `count` of `names`.
  static func listed(_ names: [String], _ count: Int) -> String {
    names.prefix(count).joined(separator: ", ") + (names.count > count ? ", …" : "")
  }

  /// The cut text of the file `file`, or nil when none of its declarations is kept.
  func text(of file: Int) -> String? {
    texts[file]
  }

  func declaration(_ entry: Entry) -> OutlineDeclaration {
    files[entry.file].declarations[entry.declaration]
  }
}
