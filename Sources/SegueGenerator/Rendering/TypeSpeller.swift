/// Writes type names in one generated file: plainly, or `Module.Name` when several modules of
/// the run declare a class of that name, or when the current module declares one too (its own
/// class stays plain, as it shadows the imported ones).
struct TypeSpeller: Sendable, Hashable {
  /// The names that more than one module declares.
  private let ambiguous: Set<String>

  /// A speller for a file that names `types`.
  init(_ types: some Sequence<TypeName>) {
    var modules: [String: Set<String>] = [:]
    for type in types where !type.isFramework {
      modules[type.name, default: []].insert(type.module ?? "")
    }
    ambiguous = Set(modules.filter { $0.value.count > 1 }.keys)
  }

  func spell(_ type: TypeName) -> String {
    type.isShadowed || ambiguous.contains(type.name) ? type.qualified : type.description
  }
}
