/// Joins the segues of a subclass to the class it inherits `SegueHandler` from. Storyboards
/// do not record inheritance, so two scenes of `FormViewController` and its subclass would get
/// two conformances, which Swift rejects; with the superclasses that `--sources` reads, the
/// topmost generated class of each chain gets the union of their identifiers instead.
struct InheritanceMerger {
  /// Class names to the type each inherits from.
  let superclasses: [String: String]

  /// For each class (by its index in `keys`) whose chain of superclasses reaches another
  /// generated class of the same framework and module, the index of the topmost such class.
  func roots(of keys: [ClassFacts.Key]) -> [Int: Int] {
    guard !superclasses.isEmpty else { return [:] }
    var slotsByName: [String: [Int]] = [:]
    for slot in keys.indices where !keys[slot].type.isFramework {
      slotsByName[keys[slot].type.name, default: []].append(slot)
    }
    var roots: [Int: Int] = [:]
    for slot in keys.indices where !keys[slot].type.isFramework {
      let key = keys[slot]
      var name = key.type.name
      var visited: Set<String> = [name]
      var root: Int?
      while let parent = superclasses[name] {
        // Declarations that inherit in a circle do not compile: such a class joins nothing.
        guard visited.insert(parent).inserted else {
          root = nil
          break
        }
        let matches = (slotsByName[parent] ?? []).filter {
          keys[$0].framework == key.framework && keys[$0].type.module == key.type.module
        }
        if let match = matches.first, matches.count == 1 { root = match }
        name = parent
      }
      roots[slot] = root
    }
    return roots
  }

  /// The facts of each root class once its subclasses' segues are recorded into it, in the
  /// order they were first recorded. A subclass's `@IBSegueAction` methods stay its own: they
  /// are checked on the class that declares them.
  func merged(
    _ facts: [ClassFacts], records: [[RecordedSegue]], roots: [Int: Int]
  ) -> [ClassFacts] {
    var merged = facts
    for (root, members) in Dictionary(grouping: roots.keys, by: { roots[$0] ?? $0 }) {
      var all = records[root]
      for member in members {
        all += records[member].map { record in
          var inherited = record
          inherited.segueAction = nil
          inherited.isWindowController = false
          return inherited
        }
      }
      all.sort { $0.sequence < $1.sequence }
      var rootFacts = ClassFacts()
      for record in all {
        rootFacts.record(
          record.occurrence, storyboard: record.storyboard,
          isWindowController: record.isWindowController, segueAction: record.segueAction)
      }
      merged[root] = rootFacts
    }
    return merged
  }
}
