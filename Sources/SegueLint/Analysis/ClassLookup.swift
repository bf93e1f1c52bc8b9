import SourceIndex
import StoryboardKit

/// Where a storyboard expects a custom class to be declared, and where the sources declare
/// it. The app's module is the module of the files in no package target and no mapped folder;
/// its name is `--module`'s, else the one name Interface Builder wrote for the storyboards'
/// `customModuleProvider="target"` classes, when the storyboards of the app's module agree.
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
  /// The app module's name, given or inferred; nil when unknown.
  let appModuleName: String?

  init(sources: SourceIndex, documents: [StoryboardDocument]) {
    self.sources = sources
    if let given = sources.moduleMap.appModuleName {
      appModuleName = given
      return
    }
    var written: Set<String> = []
    for document in documents where sources.moduleMap.module(of: document.path) == .app {
      let references =
        document.controllers.compactMap(\.classReference)
        + document.segues.compactMap(\.classReference)
      for reference in references
      where reference.isInCurrentTarget && reference.mangling == .none {
        if let module = reference.module { written.insert(module) }
      }
    }
    appModuleName = written.count == 1 ? written.first : nil
  }

  /// `module`, or the app's module when it has the app module's name.
  func normalized(_ module: SourceModule) -> SourceModule {
    if case .named(let name) = module, name == appModuleName { return .app }
    return module
  }

  /// Where the storyboard at `path` looks for the class of `reference`.
  func expectation(for reference: ClassReference, inStoryboardAt path: String) -> Expectation {
    let expected: SourceModule
    if reference.isInCurrentTarget {
      expected = normalized(sources.moduleMap.module(of: path))
    } else if let module = reference.module {
      // An explicit `customModule`, or the module a mangled name holds.
      expected = normalized(.named(module))
    } else {
      return .anyModule
    }
    let covered =
      expected == .app || sources.modules.contains(expected)
      || sources.moduleMap.mappedModules.contains(expected)
    return covered ? .module(expected) : .outsideSources
  }

  /// The modules whose files declare the class `name`.
  func declaringModules(of name: String) -> Set<SourceModule> {
    Set((sources.classModules[name] ?? []).map(normalized))
  }

  /// How a message names a module: `the app's module` (with its name when known), or
  /// `module CoreUI`.
  func describe(_ module: SourceModule) -> String {
    guard module == .app, let appModuleName else { return module.description }
    return "the app's module \(appModuleName)"
  }
}
