import StoryboardKit

/// What the first stage reads from the storyboards: every identified segue that code can
/// name, and what was skipped on the way.
struct SegueCollection: Sendable, Hashable {
  /// In path order, then document order.
  var occurrences: [SegueOccurrence] = []
  var skipped = SkipSummary()
  /// Custom classes that cannot be named in Swift, one warning per controller.
  var warnings: [Diagnostic] = []

  /// The classes the occurrences start at, each once, in the order of its first occurrence.
  var classes: [ControllerClass] {
    var seen: Set<ControllerClass> = []
    return occurrences.map(\.source).filter { seen.insert($0).inserted }
  }
}
