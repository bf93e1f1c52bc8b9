/// Writes type names in one generated file: plainly, or `Module.Name` when several modules of
/// the run declare a class of that name (the current module's own class then stays plain, as
/// it shadows the imported ones).
struct TypeSpeller {
  private let ambiguous: Set<String>

  init(_ types: some Sequence<TypeName>) {
    var modules: [String: Set<String>] = [:]
    for type in types where !type.isFramework {
      modules[type.name, default: []].insert(type.module ?? "")
    }
    ambiguous = Set(modules.filter { $0.value.count > 1 }.keys)
  }

  func spell(_ type: TypeName) -> String {
    !ambiguous.isEmpty && ambiguous.contains(type.name) ? type.qualified : type.description
  }

  /// Every type a class's code names.
  static func types(in generated: GeneratedClass) -> [TypeName] {
    [generated.type]
      + generated.segues.flatMap { [$0.destination] + ($0.segueClass.map { [$0] } ?? []) }
      + generated.segueActions.map(\.returnType)
  }
}
