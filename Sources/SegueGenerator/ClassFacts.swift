import SourceIndex

/// Everything the model builder gathers about one class while reading the storyboards.
struct ClassFacts {
  /// A class: its name and module, and the framework of the storyboards it is in.
  struct Key: Hashable {
    var framework: UIFramework
    var type: TypeName
  }

  var storyboards: Set<String> = []
  private var lastStoryboard: String?
  var isWindowController = false
  /// The first segue with each identifier, in path order.
  var firsts: [String: SegueOccurrence] = [:]
  /// The later segues that disagree with the first; most identifiers have none.
  var disagreements: [String: [SegueOccurrence]] = [:]
  /// The kinds of each identifier's segues, when there is more than the first's.
  var kinds: [String: Set<String>] = [:]
  var segueActions: [String: SegueActionRequirement] = [:]

  mutating func record(
    _ occurrence: SegueOccurrence, storyboard: String, isWindowController: Bool,
    segueAction: SegueActionRequirement?
  ) {
    // Segues come document by document: insert each storyboard's name once.
    if storyboard != lastStoryboard {
      storyboards.insert(storyboard)
      lastStoryboard = storyboard
    }
    self.isWindowController = self.isWindowController || isWindowController
    let identifier = occurrence.identifier
    if let first = firsts[identifier] {
      if first.kind != occurrence.kind {
        kinds[identifier, default: [first.kind]].insert(occurrence.kind)
      }
      if occurrence.conflicts(with: first) {
        disagreements[identifier, default: []].append(occurrence)
      }
    } else {
      firsts[identifier] = occurrence
    }
    if let segueAction, segueActions[segueAction.method.selector] == nil {
      segueActions[segueAction.method.selector] = segueAction
    }
  }
}
