import StoryboardKit

/// What an exploration found: every state reached within its limits, the shortest way to each
/// scene, the scenes no path reaches, and the segues that behave badly on some path.
public struct ExplorationReport: Sendable {
  /// The storyboard launched; nil when the launch rule chose none and only the scenes code
  /// opens were explored.
  public var startStoryboard: String?
  /// How many explorations ran: the launch's, then one from each scene code opens that no
  /// earlier one reached.
  public var explorations = 1
  public var idiom: SimulatedIdiom
  public var limits: ExplorationLimits
  /// How many distinct states were reached, the starts' included, over every exploration.
  public var statesExplored: Int
  /// The most steps any state needed.
  public var deepestStep: Int
  /// How many states lay at the depth limit and were not expanded.
  public var statesAtDepthLimit: Int
  /// Whether exploring stopped because it reached ``ExplorationLimits/maxStates``.
  public var stoppedAtStateCap: Bool
  /// Whether unwind actions were assumed (no sources were given).
  public var unwindActionsAssumed: Bool
  /// Every scene shown on some path, in storyboard order, with the shortest step list.
  public var reachedScenes: [ReachedScene]
  /// The scenes no explored path shows, in storyboard order.
  public var unreachedScenes: [SceneReference]
  /// Unwind segues that found no destination on some path.
  public var unwindsWithoutDestination: [SegueFinding]
  /// `show` (and `showDetail`) segues that presented modally on some path.
  public var showsPresentingModally: [SegueFinding]
  /// Popover segues shown as sheets in compact width.
  public var adaptedPopovers: [SegueFinding]
  /// Segues that cannot be performed at all, with the reason.
  public var segueFailures: [SegueFinding]
  /// The segues that steps of the paths above name by their XML id (a finding's own step
  /// included), each once, in storyboard order: what a step such as `4ed-KQ-MWR` performs.
  public var seguesNamedByID: [SegueNamedByID]
  /// What every segue tried did, over all paths: the facts lint reads.
  package var segueTallies: [EdgeID: SegueTally]

  /// Whether every reachable state was explored: no limit cut the exploration short.
  public var isComplete: Bool { statesAtDepthLimit == 0 && !stoppedAtStateCap }
}
