import SourceIndex
import StoryboardKit

/// With `--sources`, which custom classes generated code may name: those the sources declare
/// in the module the storyboard looks in (as lint's `custom-class-not-found` decides), and that
/// Swift can see (declared in Swift, or in an Objective-C header that a bridging or umbrella
/// header imports). A class with no module that linked code not read may declare is not named:
/// the generated file could not import its module. Classes of modules the sources do not cover, and classes named like the
/// system's, are named as the storyboards spell them.
struct ClassChecker: Sendable {
  let sources: SourceIndex
  let lookup: ClassLookup
  let visibility: SwiftVisibility
  /// How many of the controller classes the storyboards name the sources declare only in
  /// Objective-C, when they declare none of them in Swift: an Objective-C app, for which
  /// Swift enums are of no use. Zero otherwise; its classes then get no warning each.
  let objectiveCOnlyApp: Int

  /// A checker for `sources`; nil without sources. Sources that declare no class at all (an
  /// app in another language, or the wrong folder) hide every class they would declare,
  /// without a warning each: the summary says it once.
  init?(sources: SourceIndex?, documents: [StoryboardDocument]) {
    guard let sources else { return nil }
    self.sources = sources
    lookup = ClassLookup(sources: sources, documents: documents)
    visibility = SwiftVisibility(sources)
    let names = Set(
      documents.flatMap(\.controllers).compactMap(\.classReference).map(
        ClassLookup.innermostName)
    ).filter(sources.classes.contains)
    let swift = names.filter(sources.swiftClasses.contains)
    objectiveCOnlyApp = swift.isEmpty ? names.count : 0
  }

  /// Why code must not name the class of `reference`, the custom class of a `element`
  /// ("controller" or "segue") of the storyboard at `path`, for which UIKit or AppKit uses
  /// `fallback`; nil when it may.
  func hidden(
    _ reference: ClassReference, of element: String, fallback: String,
    inStoryboardAt path: String
  ) -> HiddenClass? {
    let name = ClassLookup.innermostName(reference)
    let spelled = "`\(comment: name)`"
    if lookup.isUnchecked(reference, inStoryboardAt: path) {
      // Unread linked code may declare it, in a module the generated file does not import.
      return HiddenClass(
        warning: nil,
        note: "its custom class \(spelled) may be declared in linked code that was not read "
          + "(\(comment: sources.unreadLinkedCodeDescription))",
        isObjectiveCOnly: false)
    }
    if let file = lookup.missingFile(declaring: reference, inStoryboardAt: path) {
      // The project compiles it from a file the checkout lacks: it exists, unseen.
      return HiddenClass(
        warning: nil,
        note: "its custom class \(spelled) may be declared in \(comment: file), which the "
          + "project compiles and the checkout lacks",
        isObjectiveCOnly: false)
    }
    if let stale = staleModule(reference, name: name, of: element, fallback: fallback, at: path) {
      return stale
    }
    if sources.uncompiledClasses.contains(name),
      lookup.declaringModules(of: name, forStoryboardAt: path).isEmpty
    {
      // PIA VPN's `DevelopmentSettingsViewController` (`#if DEVELOPMENT || STAGING`): code
      // compiled in every configuration cannot name it, and no source is wrong not to.
      return HiddenClass(
        warning: nil,
        note: "its custom class \(spelled) is declared only under an `#if` the configuration "
          + "read does not compile",
        isObjectiveCOnly: false)
    }
    if let problem = lookup.problem(
      reference, of: element, fallback: fallback, inStoryboardAt: path)
    {
      let declared = lookup.declaringModules(of: name, forStoryboardAt: path).sorted()
      let modules = declared.map { lookup.describe($0, forStoryboardAt: path) }
      let note =
        declared.isEmpty
        ? "no source declares its custom class \(spelled)"
        : "its custom class \(spelled) is declared in \(comment: modules.joined(separator: " and ")), "
          + "not where the storyboard looks for it"
      return HiddenClass(
        warning: sources.declaresNothing ? nil : problem + " Generated code does not name it.",
        note: note, isObjectiveCOnly: false)
    }
    guard sources.classes.contains(name), !visibility.sees(name) else { return nil }
    let files = visibility.interfaceFiles(of: name)
    let place = files.isEmpty ? "" : " (\(files.joined(separator: ", ")))"
    return HiddenClass(
      warning: objectiveCOnlyApp > 0
        ? nil
        : "'\(name)', the custom class of this \(element), is declared only in "
          + "Objective-C\(place), in no header that a bridging or umbrella header imports: "
          + "Swift cannot see it, so generated code does not name it.",
      note: "its custom class \(spelled) is declared only in Objective-C, which Swift cannot see",
      isObjectiveCOnly: true)
  }

  /// Whether `module`, as the storyboard at `path` names it, is the app's own module, whose
  /// classes need no import.
  func isAppModule(_ module: String, inStoryboardAt path: String) -> Bool {
    lookup.normalized(.named(module), forStoryboardAt: path) == .app
  }

  /// Whether the sources declare a class named `name` in the module the code is compiled
  /// into, as the storyboard at `path` sees it: a class of that name from another module must
  /// then be written `Module.Name`.
  func currentModuleDeclares(_ name: String, inStoryboardAt path: String) -> Bool {
    lookup.declaringModules(of: name, forStoryboardAt: path).contains(.app)
  }

  /// A class the storyboard looks for in a module no source holds while the app's own module
  /// declares it: the generated file would have to import that module, which breaks the build
  /// when it is a former name of the app's module (as it is in real apps whose target was
  /// renamed), and UIKit then does not find the class either.
  private func staleModule(
    _ reference: ClassReference, name: String, of element: String, fallback: String,
    at path: String
  ) -> HiddenClass? {
    guard let module = reference.module, !reference.isInCurrentTarget,
      reference.mangling == .none,
      lookup.expectation(for: reference, inStoryboardAt: path) == .outsideSources,
      currentModuleDeclares(name, inStoryboardAt: path)
    else { return nil }
    return HiddenClass(
      warning: "'\(name)', the custom class of this \(element), is declared in "
        + "\(lookup.describe(.app, forStoryboardAt: path)), but the storyboard looks for it in "
        + "module \(module), which no source here holds and which generated code would have to "
        + "import: if \(module) is a former name of the app's module, "
        + "\(lookup.framework(forStoryboardAt: path)) does not find the "
        + "class and uses a plain \(fallback) (tick Inherit Module From Target in Interface "
        + "Builder). Generated code does not name it.",
      note: "its custom class \(comment: "`" + name + "`") is declared in the app's module, not in "
        + "module \(comment: module), where the storyboard looks for it",
      isObjectiveCOnly: false)
  }
}
