import StoryboardKit

/// A segue that behaved notably on some path of an exploration, with the shortest such path.
public struct SegueFinding: Sendable, Hashable {
  /// The segue in the simulator's graph.
  public var edge: EdgeID
  /// The name steps use for it: its identifier, else its XML id.
  public var name: String
  public var kind: SegueKind
  /// Where the segue is written.
  public var place: StoryboardLocation
  /// The class of the controller it starts from.
  public var source: String
  /// The steps from launch, the segue's own step last.
  public var steps: [String]
  /// Whether it behaved so on every path that performed it.
  public var onEveryPath: Bool
  /// Why it could not run, for a segue that cannot.
  public var reason: String?
  /// Where the exploration of ``steps`` started: the launch, or a scene code opens.
  public var origin: SceneOrigin = .launch
}
