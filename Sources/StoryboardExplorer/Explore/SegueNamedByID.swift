import StoryboardKit

/// A segue that a step of an exploration report's paths names by its XML id: a segue without
/// an identifier, or one whose identifier another segue on screen answers to first.
public struct SegueNamedByID: Sendable, Hashable {
  /// Where the segue leads.
  public enum Destination: Sendable, Hashable {
    /// A scene: its class, and its storyboard's name when that is not the segue's (the segue
    /// leads through a storyboard reference).
    case scene(String, storyboard: String?)
    /// A storyboard reference that leads to no scene of the inputs: the storyboard it names.
    case storyboard(String)
    /// An unwind segue: the controller that answers this action, found at run time.
    case unwind(action: String)
    /// Nothing: the segue names no element the storyboard has.
    case missing
  }

  /// The segue in the simulator's graph.
  public var edge: EdgeID
  /// The step that names it, as step lists write it: its XML id (`segue:` before an id that
  /// reads as another step).
  public var step: String
  /// The segue's identifier, when it has one that another segue answers to first.
  public var identifier: String?
  public var kind: SegueKind
  /// The class of the controller it starts from.
  public var source: String
  public var destination: Destination
  /// Where the segue is written.
  public var place: StoryboardLocation
}
