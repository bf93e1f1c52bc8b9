import StoryboardKit

/// What the first stage reads from the storyboards: every identified segue that code can
/// name, and what was skipped on the way.
struct SegueCollection: Sendable, Hashable {
  /// In path order, then document order.
  private(set) var occurrences: [SegueOccurrence] = []
  /// The classes the occurrences start at, each once, in the order of its first occurrence.
  private(set) var classes: [ControllerClass] = []
  private var knownClasses: Set<ControllerClass> = []
  var skipped = SkipSummary()
  /// Custom classes that cannot be named in Swift, one warning per controller.
  var warnings: [Diagnostic] = []

  init(occurrences: [SegueOccurrence] = []) {
    for occurrence in occurrences { append(occurrence) }
  }

  mutating func append(_ occurrence: SegueOccurrence) {
    occurrences.append(occurrence)
    if knownClasses.insert(occurrence.source).inserted { classes.append(occurrence.source) }
  }
}
