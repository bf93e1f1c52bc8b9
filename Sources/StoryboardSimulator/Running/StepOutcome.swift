import HeadlessNavigation
import StoryboardExplorer
import StoryboardKit

/// What one step did: the transitions it made and, for a segue, which one and how it went.
public struct StepOutcome: Sendable, Hashable {
  /// The step performed.
  public var step: Step
  /// The window's events during the step, in order.
  public var events: [NavigationEvent]
  /// The segue the step performed, if it performed one.
  public var segue: PerformedSegue?
  /// Whether a `show` or `showDetail` segue presented its destination modally, finding no
  /// navigation controller or split view to handle it.
  public var presentedModally: Bool
  /// Whether a popover segue was shown as a sheet, adapted to compact width.
  public var adaptedPopover: Bool

  /// The outcome of `step`, which logged `events` and did `effect`.
  init(step: Step, events: [NavigationEvent], effect: StepEffect) {
    self.step = step
    self.events = events
    segue = effect.segue
    presentedModally = effect.presentedModally
    adaptedPopover = effect.adaptedPopover
  }
}
