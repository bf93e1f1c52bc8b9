/// The second stage: which classes join the `SegueHandler` conformance of a superclass.
/// Storyboards do not record inheritance, so two scenes of `FormViewController` and its
/// subclass would get two conformances, which Swift rejects; with the superclasses that
/// `--sources` reads, the topmost generated class of each chain gets the union of their
/// identifiers instead.
struct InheritanceMerger: Sendable, Hashable {
  /// Class names to the type each inherits from.
  let superclasses: [String: String]

  /// Each of `classes` whose chain of superclasses reaches another of them, of the same
  /// framework and module, with the topmost such class: its root.
  func roots(of classes: [ControllerClass]) -> [ControllerClass: ControllerClass] {
    guard !superclasses.isEmpty else { return [:] }
    let custom = classes.filter { !$0.type.isFramework }
    let byName = Dictionary(grouping: custom, by: \.type.name)
    var roots: [ControllerClass: ControllerClass] = [:]
    for member in custom {
      var name = member.type.name
      var visited: Set<String> = [name]
      var root: ControllerClass?
      while let parent = superclasses[name] {
        // Declarations that inherit in a circle do not compile: such a class joins nothing.
        guard visited.insert(parent).inserted else {
          root = nil
          break
        }
        let matches = (byName[parent] ?? []).filter {
          $0.framework == member.framework && $0.type.module == member.type.module
        }
        if matches.count == 1 { root = matches[0] }
        name = parent
      }
      roots[member] = root
    }
    return roots
  }
}
