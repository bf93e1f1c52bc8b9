import HeadlessNavigation
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
}

/// A segue a step performed.
public struct PerformedSegue: Sendable, Hashable {
  /// The segue in the simulator's storyboard graph.
  public var edge: EdgeID
  /// The identifier, when present and not empty.
  public var identifier: String?
  /// The XML id.
  public var id: String?
  public var kind: SegueKind
  /// Where the segue is written.
  public var place: StoryboardLocation
  /// The controller it was performed from.
  public var source: String
  /// The controller it led to (for an unwind, the one it found).
  public var destination: String
  /// How the presentation level holding the source was asked to be presented (a popover
  /// stays `.popover` where compact width shows it as a sheet); nil when the source is in the
  /// window's root level.
  public var sourcePresentation: HeadlessPresentationStyle?
}
