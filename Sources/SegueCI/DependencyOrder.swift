/// The package modules in the order they compile: each after the modules it imports, ties by
/// name.
enum DependencyOrder {
  static func order(_ imports: [String: Set<String>]) throws(CIFailure) -> [String] {
    let modules = Set(imports.keys)
    var remaining = imports.mapValues { $0.intersection(modules) }
    for name in modules { remaining[name]?.remove(name) }
    var order: [String] = []
    while !remaining.isEmpty {
      let ready = remaining.filter { $0.value.isEmpty }.keys.sorted()
      guard !ready.isEmpty else {
        let cycle = remaining.keys.sorted().joined(separator: ", ")
        throw CIFailure("the package modules \(cycle) import each other in a cycle")
      }
      for name in ready {
        order.append(name)
        remaining[name] = nil
      }
      for name in remaining.keys { remaining[name]?.subtract(ready) }
    }
    return order
  }
}
