/// What a step did, as the explorer reads it: the segue it performed and how it showed. A
/// ``Simulation``'s ``StepOutcome`` adds the window's events.
struct StepEffect: Sendable, Hashable {
  /// The segue the step performed, if it performed one.
  var segue: PerformedSegue?
  /// Whether a `show` or `showDetail` segue presented its destination modally.
  var presentedModally = false
  /// Whether a popover segue was shown as a sheet, adapted to compact width.
  var adaptedPopover = false
}
