/// Which class inherits from which, as far as the scanned sources show.
package struct ClassHierarchy: Sendable, Hashable {
  /// The classes the sources declare.
  package var declared: Set<String>
  /// The first type each class names after its colon, by class name.
  package var superclasses: [String: String]

  package init(declared: Set<String>, superclasses: [String: String]) {
    self.declared = declared
    self.superclasses = superclasses
  }

  /// `name` and then each superclass the sources name, nearest first, ending with the first
  /// class whose superclass they do not show (a framework class, usually). A cycle, which
  /// only a mistaken scan can make, ends the chain.
  package func chain(from name: String) -> [String] {
    var chain = [name]
    var seen: Set<String> = [name]
    var current = name
    while let next = superclasses[current], seen.insert(next).inserted {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// Whether the sources declare `name`.
  package func isDeclared(_ name: String) -> Bool {
    declared.contains(name)
  }
}
