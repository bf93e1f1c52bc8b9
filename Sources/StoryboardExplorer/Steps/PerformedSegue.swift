import NavigationCore
import StoryboardKit

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
