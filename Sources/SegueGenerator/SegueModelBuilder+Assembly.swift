import SourceIndex
import StoryboardKit

extension SegueModelBuilder {
  /// The classes to generate from the facts gathered for each class (by its index in `keys`),
  /// in the order of their keys, with the warnings of identifiers that disagree. A class in
  /// `roots` has its segues in its root's enum and is written only for its segue actions.
  func assemble(keys: [ClassFacts.Key], facts: [ClassFacts], roots: [Int: Int])
    -> (classes: [GeneratedClass], warnings: [Diagnostic])
  {
    var warnings: [Diagnostic] = []
    var subclasses: [Int: [TypeName]] = [:]
    for (member, root) in roots { subclasses[root, default: []].append(keys[member].type) }
    var classes: [GeneratedClass] = []
    classes.reserveCapacity(keys.count)
    // Ordered by their keys before they are built: sorting the built classes copied each one
    // for every comparison.
    let slots = keys.indices.sorted {
      (keys[$0].framework, keys[$0].type) < (keys[$1].framework, keys[$1].type)
    }
    for slot in slots {
      let key = keys[slot]
      let classFacts = facts[slot]
      let segueActions = classFacts.segueActions.values.sorted {
        ByteOrder.precedes($0.method.selector, $1.method.selector)
      }
      if let root = roots[slot] {
        // Its segues are in the root's enum; only its own segue actions remain to check.
        if !segueActions.isEmpty {
          classes.append(
            GeneratedClass(
              framework: key.framework, type: key.type,
              storyboards: classFacts.storyboards.sorted(),
              isWindowController: classFacts.isWindowController, segues: [],
              segueActions: segueActions, inheritedConformance: keys[root].type))
        }
        continue
      }
      let merger = SegueMerger(framework: key.framework, className: key.type.name)
      // In the identifiers' byte order, which is the order the segues are written in.
      let caseNames = CaseNameSanitizer.caseNames(for: classFacts.firsts.keys)
      var segues: [GeneratedSegue] = []
      segues.reserveCapacity(caseNames.count)
      for (identifier, caseName) in caseNames {
        guard let first = classFacts.firsts[identifier] else { continue }
        let merged = merger.merge(
          first, disagreeing: classFacts.disagreements[identifier] ?? [],
          kinds: classFacts.kinds[identifier] ?? [first.kind], caseName: caseName)
        segues.append(merged.segue)
        warnings += merged.warnings
      }
      classes.append(
        GeneratedClass(
          framework: key.framework, type: key.type, storyboards: classFacts.storyboards.sorted(),
          isWindowController: classFacts.isWindowController,
          segues: segues, segueActions: segueActions,
          subclasses: (subclasses[slot] ?? []).sorted()))
    }
    return (classes, warnings)
  }
}
