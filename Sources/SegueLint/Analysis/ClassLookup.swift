import SourceIndex
import StoryboardKit

/// Where a storyboard expects a custom class to be declared, and where the sources declare
/// it. The app's module is the module of the files in no package target and no mapped folder.
/// Its name is `--module`'s; else, for each storyboard of the app's module, the one
/// `customModule` Interface Builder wrote for its `customModuleProvider="target"` classes
/// (the name of the target that builds it), else the one such name all those storyboards
/// agree on.
struct ClassLookup: Sendable {
  /// The module a storyboard looks for a class in.
  enum Expectation: Sendable, Hashable {
    /// No `customModule`: the class is found by its name alone.
    case anyModule
    /// A module the sources cover (the app's, a package target, a mapped folder).
    case module(SourceModule)
    /// A module the sources do not cover, such as a framework's: not checked.
    case outsideSources
  }

  let sources: SourceIndex
  /// The app module's name for each storyboard path, where it is known.
  private let appModuleNames: [String: String]
  /// The name every storyboard of the app's module agrees on, if any.
  private let sharedName: String?

  init(sources: SourceIndex, documents: [StoryboardDocument]) {
    self.sources = sources
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
  }

  /// The name of the app's module as the storyboard at `path` knows it; nil when unknown.
  func appModuleName(forStoryboardAt path: String) -> String? {
    sources.moduleMap.appModuleName ?? appModuleNames[path] ?? sharedName
  }

  /// `module`, or the app's module when it has the app module's name for the storyboard.
  func normalized(_ module: SourceModule, forStoryboardAt path: String) -> SourceModule {
    if case .named(let name) = module, name == appModuleName(forStoryboardAt: path) {
      return .app
    }
    return module
  }

  /// Where the storyboard at `path` looks for the class of `reference`.
  func expectation(for reference: ClassReference, inStoryboardAt path: String) -> Expectation {
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
  func declaringModules(of name: String, forStoryboardAt path: String) -> Set<SourceModule> {
    Set((sources.classModules[name] ?? []).map { normalized($0, forStoryboardAt: path) })
  }

  /// How a message names a module: `the app's module` (with its name when known), or
  /// `module CoreUI`.
  func describe(_ module: SourceModule, forStoryboardAt path: String) -> String {
    guard module == .app, let name = appModuleName(forStoryboardAt: path) else {
      return module.description
    }
    return "the app's module \(name)"
  }
}
