import DeterministicOutput
import StoryboardKit

/// Where a storyboard expects a custom class to be declared, and where the sources declare
/// it. The app's module is the module of the files in no package target and no mapped folder.
/// Its name is `--module`'s; else, for each storyboard of the app's module, the one
/// `customModule` Interface Builder wrote for its `customModuleProvider="target"` classes
/// (the name of the target that builds it), else the one such name all those storyboards
/// agree on. Lint's `custom-class-not-found` and `segue generate --sources` decide with it, in
/// the same words.
package struct ClassLookup: Sendable {
  /// The module a storyboard looks for a class in.
  package enum Expectation: Sendable, Hashable {
    /// No `customModule`: the class is found by its name alone.
    case anyModule
    /// A module the sources cover (the app's, a package target, a mapped folder).
    case module(SourceModule)
    /// A module the sources do not cover, such as a framework's: not checked.
    case outsideSources
  }

  package let sources: SourceIndex
  /// The app module's name for each storyboard path, where it is known.
  private let appModuleNames: [String: String]
  /// The name every storyboard of the app's module agrees on, if any.
  private let sharedName: String?
  /// The framework that loads each storyboard (by path): AppKit, WatchKit or UIKit.
  private let frameworks: [String: String]
  /// The missing source files by their name without folder or extension (the first in the
  /// index's order for a name), made once: every custom class of every storyboard asks.
  private let missingFilesByName: [String: String]

  package init(sources: SourceIndex, documents: [StoryboardDocument]) {
    self.sources = sources
    var missing: [String: String] = [:]
    for file in sources.missingSources {
      // The name between the last `/` and the first `.` after it, found on the bytes.
      let bytes = file.utf8
      let start =
        bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
      let name = String(file[start..<end])
      if !name.isEmpty, missing[name] == nil { missing[name] = file }
    }
    missingFilesByName = missing
    var names: [String: String] = [:]
    var all: Set<String> = []
    for document in documents where sources.moduleMap.module(of: document.path) == .app {
      let references =
        document.controllers.compactMap(\.classReference)
        + document.segues.compactMap(\.classReference)
      let written = Set(
        references.filter { $0.isInCurrentTarget && $0.mangling == .none }.compactMap(\.module))
      all.formUnion(written)
      if written.count == 1, let name = written.first { names[document.path] = name }
    }
    appModuleNames = names
    sharedName = all.count == 1 ? all.first : nil
    frameworks = Dictionary(
      documents.map { ($0.path, $0.platform.framework) }, uniquingKeysWith: { first, _ in first })
  }

  /// The framework that loads the storyboard at `path` and looks its classes up: AppKit for a
  /// macOS storyboard, WatchKit for a watchOS one, else UIKit.
  package func framework(forStoryboardAt path: String) -> String {
    frameworks[path] ?? "UIKit"
  }

  /// The name of the app's module as the storyboard at `path` knows it; nil when unknown.
  package func appModuleName(forStoryboardAt path: String) -> String? {
    sources.moduleMap.appModuleName ?? appModuleNames[path] ?? sharedName
  }

  /// `module`, or the app's module when it has the app module's name for the storyboard.
  package func normalized(_ module: SourceModule, forStoryboardAt path: String) -> SourceModule {
    if case .named(let name) = module, name == appModuleName(forStoryboardAt: path) {
      return .app
    }
    return module
  }

  /// Where the storyboard at `path` looks for the class of `reference`.
  package func expectation(for reference: ClassReference, inStoryboardAt path: String)
    -> Expectation
  {
    let expected: SourceModule
    if reference.isInCurrentTarget {
      expected = normalized(sources.moduleMap.module(of: path), forStoryboardAt: path)
    } else if let module = reference.module {
      // An explicit `customModule`, or the module a mangled name holds.
      expected = normalized(.named(module), forStoryboardAt: path)
    } else {
      return .anyModule
    }
    let covered =
      expected == .app || sources.modules.contains(expected)
      || sources.moduleMap.mappedModules.contains(expected)
    return covered ? .module(expected) : .outsideSources
  }

  /// The modules whose files declare the class `name`, as the storyboard at `path` names them.
  package func declaringModules(of name: String, forStoryboardAt path: String) -> Set<SourceModule>
  {
    Set((sources.classModules[name] ?? []).map { normalized($0, forStoryboardAt: path) })
  }

  /// How a message names a module: `the app's module` (with its name when known), or
  /// `module CoreUI`.
  package func describe(_ module: SourceModule, forStoryboardAt path: String) -> String {
    guard module == .app, let name = appModuleName(forStoryboardAt: path) else {
      return module.description
    }
    return "the app's module \(name)"
  }

  /// What is wrong with the class of `reference`, the custom class of a `element`
  /// ("controller" or "segue") of the storyboard at `path`, as a full sentence; nil when the
  /// sources declare it where the storyboard looks, or when it is not theirs to declare.
  /// `fallback` is the framework class UIKit, AppKit or WatchKit uses instead. The sources record
  /// classes by their own name, so a nested class is looked for by its innermost name.
  package func problem(
    _ reference: ClassReference, of element: String, fallback: String,
    inStoryboardAt path: String
  ) -> String? {
    guard reference.mangling != .undecodable,
      missingFile(declaring: reference, inStoryboardAt: path) == nil
    else { return nil }
    let name = Self.innermostName(reference)
    let declared = declaringModules(of: name, forStoryboardAt: path)
    var missing: String {
      "No source declares '\(name)', the custom class of this \(element)"
        + (Self.caseVariant(of: name, in: sources).map {
          "; they declare '\($0)', which differs from it in letter case only, and the runtime "
            + "looks a class up by its exact name."
        } ?? ".")
    }
    let expected: SourceModule
    switch expectation(for: reference, inStoryboardAt: path) {
    case .outsideSources:
      return nil
    case .anyModule:
      // UIKit and AppKit look such a class up in every loaded binary: only when everything
      // the target links was read is a class no source declares missing.
      guard declared.isEmpty, !AppleClasses.contains(name) else { return nil }
      return sources.unreadLinkedCode.isEmpty ? missing : nil
    case .module(let module):
      expected = module
    }
    if declared.isEmpty {
      return expected == .app && AppleClasses.contains(name) ? nil : missing
    }
    guard !declared.contains(expected) else { return nil }
    let found = declared.sorted().map { describe($0, forStoryboardAt: path) }
      .joined(separator: " and ")
    let why =
      reference.isInCurrentTarget
      ? "the storyboard's target, customModuleProvider=\"target\""
      : reference.mangling == .decoded ? "the module of its mangled name" : "its customModule"
    return "'\(name)', the custom class of this \(element), is declared in \(found), not in "
      + "\(describe(expected, forStoryboardAt: path)) (\(why)): "
      + "\(framework(forStoryboardAt: path)) will not find it at run time and uses a plain "
      + "\(fallback)."
  }

  /// Whether the class of `reference` was left unchecked because of linked code that was not
  /// read: the storyboard looks for it in no module, no source declares it, it is not
  /// Apple's, and the target links code that was not read, which may declare it.
  package func isUnchecked(_ reference: ClassReference, inStoryboardAt path: String) -> Bool {
    guard !sources.unreadLinkedCode.isEmpty, reference.mangling != .undecodable,
      expectation(for: reference, inStoryboardAt: path) == .anyModule,
      missingFile(declaring: reference, inStoryboardAt: path) == nil
    else { return false }
    let name = Self.innermostName(reference)
    return declaringModules(of: name, forStoryboardAt: path).isEmpty
      && !AppleClasses.contains(name)
  }

  /// The source file the project compiles but the checkout lacks that is named like the class
  /// of `reference` (`SettingsViewController.swift` for `SettingsViewController`), when no
  /// source declares the class and the storyboard looks for it where sources are read: the
  /// class is not missing, its file is, so it is not judged. Nil otherwise.
  package func missingFile(declaring reference: ClassReference, inStoryboardAt path: String)
    -> String?
  {
    guard !missingFilesByName.isEmpty, reference.mangling != .undecodable else { return nil }
    let name = Self.innermostName(reference)
    guard let file = missingFilesByName[name],
      declaringModules(of: name, forStoryboardAt: path).isEmpty,
      expectation(for: reference, inStoryboardAt: path) != .outsideSources
    else { return nil }
    return file
  }

  /// The class the sources declare whose name differs from `name` in letter case only, the
  /// first by bytes when several do: ClockMacApp's storyboard names `NewREminderVC`, its source
  /// `NewReminderVC`, a typo the eye does not see. Nil when there is none; a name that differs
  /// otherwise is no evidence (`CardViewController` and `ChartViewController` are two classes).
  static func caseVariant(of name: String, in sources: SourceIndex) -> String? {
    let lowered = name.lowercased()
    return sources.classModules.keys.filter { $0 != name && $0.lowercased() == lowered }
      .sortedByBytes().first
  }

  /// `Outer.Inner` gives `Inner`.
  package static func innermostName(_ reference: ClassReference) -> String {
    reference.name.split(separator: ".").last.map(String.init) ?? reference.name
  }
}
