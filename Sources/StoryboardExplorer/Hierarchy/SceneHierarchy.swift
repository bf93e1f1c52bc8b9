import NavigationCore

/// A window of the simulator's scenes that steps run in: what the screen reading, the state
/// snapshot and the step choice read (``NavigationHierarchy`` and each node's scene), and the
/// few moves that differ by what the nodes are.
///
/// Two executors conform: ``ExplorationState``, a ``NavigationTree`` value the explorer copies,
/// and StoryboardSimulator's `ControllerExecutor`, the headless controllers of a `Simulation`,
/// which run the caller's stand-ins and log events. Everything else is written once, over this
/// protocol, and lint links none of the controllers.
package protocol SceneHierarchy: NavigationHierarchy {
  /// The scenes the nodes are instances of.
  var model: SimulatorModel { get }
  /// The window's root controller.
  var root: Node { get }
  /// The scene (or stand-in) `node` is an instance of, as a ``SceneTarget/tag``; -1 for a
  /// controller the simulator did not make.
  func tag(of node: Node) -> Int32
  /// The name of the controller `node` is: its class, or a stand-in's name.
  func name(of node: Node) -> String

  /// A new instance of scene `scene`, outside the hierarchy.
  mutating func instantiate(scene: Int) throws(InstantiationError) -> Node
  /// Performs `segue`, a segue of `kind`, from `source` to `destination`, a new instance.
  mutating func perform(
    _ segue: SegueBlueprint, _ kind: HeadlessSegueKind, to destination: Node, from source: Node
  ) throws(StepError)
  /// Performs the unwind `segue` to `action` from `source`; the controller it ended at, nil
  /// when none implements the action.
  mutating func unwind(_ segue: SegueBlueprint, action: String, from source: Node) -> Node?
  /// Selects tab `index`, one of its children, of the tab bar controller `tabs`.
  mutating func select(tab index: Int, of tabs: Node)
  /// Pops the top of `navigation`, which holds more than its root.
  mutating func pop(_ navigation: Node)
  /// Moves the stack of the collapsed column-style split view `split` back to `column`.
  mutating func returnToColumn(_ column: Int, of split: Node)
  /// Dismisses the presentation level rooted at `level`.
  mutating func dismiss(level: Node)
}

extension SceneHierarchy {
  /// The blueprint of the scene `node` is an instance of; nil for a stand-in.
  package func blueprint(of node: Node) -> SceneBlueprint? {
    model.blueprint(ofTag: tag(of: node))
  }
}
