/// The app's own `StoryboardScene` (SwiftGen's, or another tool's), generated files aside:
/// what `segue generate` may add the storyboards it lacks to, in an extension, rather than
/// declare a second one that would not compile.
package struct DeclaredStoryboardScene: Sendable, Hashable {
  /// The modules whose files declare it.
  package var modules: Set<SourceModule> = []
  /// Whether every declaration is an enum, a struct or a class: a protocol's extension cannot
  /// hold types.
  package var isExtensible = true
  /// The names declared inside it or an extension of it (SwiftGen's storyboard enums): a
  /// generated type of one of these names would be a second declaration.
  package var members: Set<String> = []

  package init() {}

  /// Whether an extension in a file of `modules` (the app's module, however the command names
  /// it) can add types to it: it is declared, in those modules only, as a type that takes
  /// nested types.
  package func isExtensible(from modules: Set<SourceModule>) -> Bool {
    isExtensible && !self.modules.isEmpty && self.modules.isSubset(of: modules)
  }

  mutating func merge(_ later: DeclaredStoryboardScene) {
    modules.formUnion(later.modules)
    isExtensible = isExtensible && later.isExtensible
    members.formUnion(later.members)
  }
}
