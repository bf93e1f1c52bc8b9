import DeterministicOutput
import SourceIndex
import StoryboardKit

/// The third stage: groups the occurrences by the class whose enum holds them, and merges each
/// identifier's into one case.
struct ClassAssembler: Sendable, Hashable {
  /// Each class whose segues join a superclass's enum, with that superclass
  /// (``InheritanceMerger``).
  let roots: [ControllerClass: ControllerClass]

  /// The classes to generate, sorted by framework, then name, then module; and the warnings of
  /// segues that disagree.
  func assemble(_ collection: SegueCollection) -> (
    classes: [GeneratedClass], warnings: [Diagnostic]
  ) {
    // A class's own segues, and the segues its enum holds: its own and its subclasses'.
    let own = Dictionary(grouping: collection.occurrences, by: \.source)
    let held =
      roots.isEmpty
      ? own : Dictionary(grouping: collection.occurrences) { roots[$0.source] ?? $0.source }
    let sorted = collection.classes.sorted {
      ($0.framework, $0.type) < ($1.framework, $1.type)
    }
    var classes: [GeneratedClass] = []
    var warnings: [Diagnostic] = []
    for controller in sorted {
      let ownSegues = own[controller] ?? []
      let segueActions = segueActions(of: ownSegues)
      let isWindowController = ownSegues.contains(where: \.sourceIsWindowController)
      if let root = roots[controller] {
        // Its segues are in the root's enum; only its own segue actions remain to check.
        guard !segueActions.isEmpty else { continue }
        classes.append(
          GeneratedClass(
            framework: controller.framework, type: controller.type,
            storyboards: storyboards(of: ownSegues), isWindowController: isWindowController,
            segues: [], segueActions: segueActions, inheritedConformance: root.type))
        continue
      }
      let heldSegues = held[controller] ?? []
      let merged = segues(of: heldSegues, in: controller)
      classes.append(
        GeneratedClass(
          framework: controller.framework, type: controller.type,
          storyboards: storyboards(of: heldSegues), isWindowController: isWindowController,
          segues: merged.segues, segueActions: segueActions,
          subclasses: roots.filter { $0.value == controller }.map(\.key.type).sorted()))
      warnings += merged.warnings
    }
    return (classes, warnings)
  }

  /// A case per identifier of `occurrences`, in the identifiers' byte order.
  private func segues(of occurrences: [SegueOccurrence], in controller: ControllerClass)
    -> (segues: [GeneratedSegue], warnings: [Diagnostic])
  {
    let merger = SegueMerger(framework: controller.framework, className: controller.type.name)
    let byIdentifier = Dictionary(grouping: occurrences, by: \.identifier)
    var segues: [GeneratedSegue] = []
    var warnings: [Diagnostic] = []
    for (identifier, caseName) in CaseNameSanitizer.caseNames(for: byIdentifier.keys) {
      let merged = merger.merge(byIdentifier[identifier] ?? [], caseName: caseName)
      segues.append(merged.segue)
      warnings += merged.warnings
    }
    return (segues, warnings)
  }

  private func storyboards(of occurrences: [SegueOccurrence]) -> [String] {
    Set(occurrences.map(\.storyboard)).sorted()
  }

  /// The first `@IBSegueAction` requirement of each selector, sorted by selector.
  private func segueActions(of occurrences: [SegueOccurrence]) -> [SegueActionRequirement] {
    var bySelector: [String: SegueActionRequirement] = [:]
    for action in occurrences.compactMap(\.segueAction)
    where bySelector[action.method.selector] == nil {
      bySelector[action.method.selector] = action
    }
    return ByteOrder.sorted(bySelector.values, by: \.method.selector)
  }
}
