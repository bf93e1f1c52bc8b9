/// What a step did, as the explorer reads it: the segue it performed and how it showed. A
/// StoryboardSimulator's `Simulation` returns a `StepOutcome`, which adds the window's events.
package struct StepEffect: Sendable, Hashable {
  /// The segue the step performed, if it performed one.
  package var segue: PerformedSegue?
  /// Whether a `show` or `showDetail` segue presented its destination modally.
  package var presentedModally = false
  /// Whether a popover segue was shown as a sheet, adapted to compact width.
  package var adaptedPopover = false

  /// An effect of `segue` (nil: none performed), shown as the flags say.
  package init(
    segue: PerformedSegue? = nil, presentedModally: Bool = false, adaptedPopover: Bool = false
  ) {
    self.segue = segue
    self.presentedModally = presentedModally
    self.adaptedPopover = adaptedPopover
  }
}
