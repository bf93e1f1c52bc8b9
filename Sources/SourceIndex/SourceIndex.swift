import StoryboardKit

/// What plain text scanning of Swift and Objective-C files (`--sources`) finds: the classes
/// they declare and in which module, the methods that may be segue actions, the first pieces
/// of the selectors of every method, and the string literals they pass where a storyboard's
/// names are expected. It sees only the files given: not classes from frameworks or packages
/// outside them, nor code generated at build time.
package struct SourceIndex: Sendable, Hashable {
  /// Names declared by `class` (Swift), `@interface` / `@implementation` (Objective-C), or
  /// given with `@objc(Name)`.
  package var classes: Set<String> = []
  /// What could not be read as it is of linked code's Swift interfaces (``interfaceWarnings(text:path:)``),
  /// in file order.
  package var warnings: [Diagnostic] = []
  /// The modules whose files declare each class, by class name.
  package var classModules: [String: Set<SourceModule>] = [:]
  /// The classes a Swift file declares (`class Name`, `@objc(Name)`).
  package var swiftClasses: Set<String> = []
  /// The Swift classes declared `public` or `open`, whose conformances must be public too.
  package var publicClasses: Set<String> = []
  /// The files that declare each type a Swift file declares (class, struct, enum, protocol,
  /// actor), by its name (innermost for a nested one).
  package var swiftTypes: [String: Set<String>] = [:]
  /// The files `segue generate` wrote (their first line says so), which declare what the
  /// storyboards, not the app's code, say.
  package var generatedFiles: Set<String> = []
  /// The files whose Objective-C `@interface` declares each class (categories aside), by
  /// class name.
  package var objectiveCInterfaces: [String: Set<String>] = [:]
  /// The headers each Objective-C file imports (`#import "Header.h"`, `#import <Kit/Kit.h>`),
  /// as written, by the file's path.
  package var headerImports: [String: [String]] = [:]
  /// The first type each class names after its colon (`class Name: First`, `@interface Name :
  /// Super`), by class name: the superclass, or a protocol for a Swift root class. The first
  /// declaration of a name wins.
  package var superclasses: [String: String] = [:]
  /// The first selector piece of every declared method, without its colon, such as
  /// `unwindToList` for `unwindToList:`; Swift methods add every spelling Swift may give.
  package var selectorPieces: Set<String> = []
  /// Every method of one to three parameters that returns something: the candidates for
  /// segue actions, in file order.
  package var segueActions: [SegueActionDeclaration] = []
  /// The classes that override `performSegue(withIdentifier:sender:)` (Swift) or implement
  /// `performSegueWithIdentifier:sender:` (Objective-C), and so may handle identifiers no
  /// storyboard has.
  package var performSegueOverriders: Set<String> = []
  /// The classes that override where `show` goes: `targetViewController(forAction:sender:)`
  /// or `show(_:sender:)` (Swift), `targetViewControllerForAction:sender:` or
  /// `showViewController:sender:` (Objective-C). Such a class may push a `show` segue onto a
  /// navigation controller that is no ancestor of it.
  package var showRedirectors: Set<String> = []
  /// The classes (or files, outside any class) that pass a segue to another object's
  /// `prepare(for:sender:)`; while there is one, a class's `prepare` may see any segue.
  package var preparationForwarders: Set<String> = []
  /// Literals passed where a storyboard's names are expected, in file order.
  package var literalUses: [LiteralUse] = []
  /// The other places code opens a storyboard or a scene: initial controllers, generated
  /// `StoryboardScene` accessors, names that are no literal; in file order.
  package var codeOpenings: [CodeOpening] = []
  /// The string constants the files declare (`String` enums' cases, `static let`s, global
  /// `let`s, Objective-C constants), in file order.
  package var stringConstants: [StringConstant] = []
  /// The names written where a literal was expected that no constant has been found for yet;
  /// ``resolveSymbolicUses()`` follows them once every file is read.
  package var symbolicUses: [SymbolicUse] = []
  /// The unwind actions each class declares in its body or an extension, by class name: the
  /// selectors (such as `unwindToList:`) of its methods that take only a `UIStoryboardSegue`.
  package var unwindActions: [String: Set<String>] = [:]
  /// The `SegueIdentifier` enums written by hand, by the class they are declared in.
  package var handWrittenSegueIdentifiers: [String: HandWrittenSegueIdentifier] = [:]
  /// The classes that conform to `SegueHandler` in the sources, in their declaration or an
  /// extension.
  package var segueHandlerConformers: Set<String> = []
  /// The names Swift files declare at module scope (types, type aliases, functions), generated
  /// files aside: a generated name must neither clash with one nor hide it.
  package var moduleScopeNames: Set<String> = []
  /// The app's own `StoryboardScene`, when its Swift files declare or extend one.
  package var storyboardScene = DeclaredStoryboardScene()
  /// An `enum SegueIdentifier` declared at module scope, as apps that keep their identifiers in
  /// one enum do (SBConstants); the last one read wins, as for a class's.
  package var moduleSegueIdentifier: HandWrittenSegueIdentifier?
  /// The names of ``GeneratedNames`` that each type's body (its declaration or an extension)
  /// writes unqualified, by type name (innermost and enclosing types alike).
  package var unqualifiedNames: [String: Set<String>] = [:]
  /// The members named like generated ones (``GeneratedNames/members``) each class declares
  /// itself, by class name: a generated one would be a second declaration.
  package var declaredMemberNames: [String: Set<String>] = [:]
  /// The modules of the files scanned.
  package var modules: Set<SourceModule> = []
  /// Which module each path belongs to.
  package var moduleMap: ModuleMap
  /// The files scanned, in the order they were read: the app's, sorted, then each library's
  /// (``SourceDependency``); what an Xcode Run Script phase that reads them must declare.
  package var files: [String] = []
  /// How many files were scanned.
  package var fileCount: Int { files.count }
  /// What the compiler knows when it reads the files' `#if` conditions.
  package var conditions: CompilationConditions
  /// The code the target links that was not read, sorted: while it is not empty, a class with
  /// no module that no file declares may be declared there, so it is not a finding. Empty when
  /// everything the target is known to link was read.
  package var unreadLinkedCode: [UnreadLinkedCode] = []
  /// The storyboards code may open that are not linted with these sources.
  package var unlintedStoryboards = UnlintedStoryboards()
  /// Whether the code opts into UIKit's state restoration
  /// (`application(_:shouldRestoreApplicationState:)` or its secure twin): only then does a
  /// restoration class's `viewControllerWithRestorationIdentifierPath:coder:` run.
  package var restoresApplicationState = false

  package init(moduleMap: ModuleMap = ModuleMap(), conditions: CompilationConditions = .unknown) {
    self.moduleMap = moduleMap
    self.conditions = conditions
  }

  /// The index of `files`, each in the module ``moduleMap`` gives its path; a file named
  /// `Package.swift` among them makes its folder a package root first.
  package init(
    files: [(path: String, text: String)], moduleMap: ModuleMap = ModuleMap(),
    conditions: CompilationConditions = .unknown
  ) {
    var map = moduleMap
    map.addPackages(among: files.map(\.path))
    self.init(moduleMap: map, conditions: conditions)
    for file in files { add(text: file.text, path: file.path) }
    resolveSymbolicUses()
  }

  /// Scans `text`, the content of the file at `path`, into the index.
  package mutating func add(text: String, path: String) {
    if text.hasPrefix("// Generated by `segue generate`.") { generatedFiles.insert(path) }
    let module = moduleMap.module(of: path)
    modules.insert(module)
    if path.hasSuffix(".swiftinterface") {
      warnings += Self.interfaceWarnings(text: text, path: path)
    }
    var scanner = SourceScanner(path: path, text: text, module: module, conditions: conditions)
    scanner.scan(into: &self)
    files.append(path)
  }

  /// Records that a file of `module` declares the class `name`.
  mutating func record(className name: String, module: SourceModule) {
    classModules[name, default: []].insert(module)
  }

  /// Whether the files declare no class at all, as for an app written in another language:
  /// then comparing storyboards with them would only report every class as missing.
  package var declaresNothing: Bool { classes.isEmpty }

  /// Whether a method with `selector` (such as `unwindToList:`) is declared.
  package func declaresMethod(_ selector: String) -> Bool {
    let first = selector.split(separator: ":", omittingEmptySubsequences: false).first ?? ""
    return selectorPieces.contains(String(first))
  }

  /// Whether the exception a name missing from the storyboards raises at `use` can stop the
  /// app: not when an Objective-C `@catch` takes it, nor in a restoration class's method of
  /// an app that never opts into state restoration (that method never runs).
  package func mayRaise(_ use: LiteralUse) -> Bool {
    switch use.failure {
    case .raises: true
    case .caught: false
    case .onlyInStateRestoration: restoresApplicationState
    }
  }

  /// Literal identifiers passed to performSegue.
  package var performedIdentifiers: [LiteralUse] {
    literalUses.filter { $0.kind == .segueIdentifier }
  }

  /// Literal identifiers compared with a segue's.
  package var comparedIdentifiers: [LiteralUse] {
    literalUses.filter { $0.kind == .comparedSegueIdentifier }
  }

  /// Which class inherits from which.
  package var hierarchy: ClassHierarchy {
    ClassHierarchy(declared: classes, superclasses: superclasses)
  }

  /// The declarations whose Objective-C selector may be `selector`, in file order.
  package func segueActions(withSelector selector: String) -> [SegueActionDeclaration] {
    segueActions.filter { $0.hasSelector(selector) }
  }

  /// Whether `className`, or a superclass of it that the sources show, declares the unwind
  /// action `selector`.
  package func implementsUnwindAction(_ selector: String, className: String) -> Bool {
    hierarchy.chain(from: className).contains { unwindActions[$0]?.contains(selector) == true }
  }

  /// Whether `className`, or a superclass of it that the sources show, overrides
  /// `performSegue(withIdentifier:sender:)`.
  package func overridesPerformSegue(_ className: String) -> Bool {
    hierarchy.chain(from: className).contains(where: performSegueOverriders.contains)
  }

  /// Whether `className`, or a superclass of it that the sources show, overrides where `show`
  /// goes (``showRedirectors``).
  package func redirectsShow(_ className: String) -> Bool {
    hierarchy.chain(from: className).contains(where: showRedirectors.contains)
  }
}
