/// Writes type names in one generated file: plainly, or `Module.Name` when several modules of
/// the run declare a class of that name (the current module's own class then stays plain, as
/// it shadows the imported ones).
struct TypeSpeller {
  private let ambiguous: Set<String>

  init(_ types: some Sequence<TypeName>) {
    var lastModules: [String: String] = [:]
    var ambiguous: Set<String> = []
    for type in types { Self.note(type, lastModules: &lastModules, ambiguous: &ambiguous) }
    self.ambiguous = ambiguous
  }

  /// A speller for the types the code of `classes` names.
  init(typesIn classes: [GeneratedClass]) {
    var lastModules: [String: String] = [:]
    // Room for every type at most, so that the dictionary is not rehashed as it grows.
    lastModules.reserveCapacity(
      classes.reduce(0) { $0 + 1 + 2 * $1.segues.count + $1.segueActions.count })
    var ambiguous: Set<String> = []
    for generated in classes {
      Self.forEachType(in: generated) {
        Self.note($0, lastModules: &lastModules, ambiguous: &ambiguous)
      }
    }
    self.ambiguous = ambiguous
  }

  /// Adds `type`'s name to `ambiguous` when it has a different module from the type last seen
  /// with that name, whose module `lastModules` keeps ("" for the current module). A name two
  /// modules declare has two such types one after the other, so the last module is enough.
  private static func note(
    _ type: TypeName, lastModules: inout [String: String], ambiguous: inout Set<String>
  ) {
    guard !type.isFramework else { return }
    let module = type.module ?? ""
    if let last = lastModules.updateValue(module, forKey: type.name), last != module {
      ambiguous.insert(type.name)
    }
  }

  func spell(_ type: TypeName) -> String {
    !ambiguous.isEmpty && ambiguous.contains(type.name) ? type.qualified : type.description
  }

  /// Calls `body` with every type a class's code names, without collecting them in an array.
  static func forEachType(in generated: GeneratedClass, _ body: (TypeName) -> Void) {
    body(generated.type)
    for segue in generated.segues {
      body(segue.destination)
      if let custom = segue.segueClass { body(custom) }
    }
    for action in generated.segueActions { body(action.returnType) }
  }
}
