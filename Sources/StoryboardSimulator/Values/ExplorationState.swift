import HeadlessNavigation
import NavigationCore

/// An app's window as a value, for the explorer: a ``NavigationTree`` whose nodes are tagged
/// with their scenes, moved by the same rules as the headless controllers of a ``Simulation``
/// (HeadlessNavigation's `NavigationRules`). Copying a state is copying the value: no main
/// actor, no replay, no rebuilt controllers. It reads the storyboards and sources only; the
/// caller's controller stand-ins (``SimulatorOptions/controllers``) are a ``Simulation``'s.
struct ExplorationState: Sendable {
  typealias NodeID = NavigationTree.NodeID

  var tree: NavigationTree
  let model: SimulatorModel

  /// The launch of `start` on `idiom`: its initial controller as the window's root.
  init(model: SimulatorModel, start: Int, idiom: SimulatedIdiom) throws(InstantiationError) {
    var tree = NavigationTree(platform: idiom.platform, sizeClass: idiom.sizeClass)
    tree.root = try model.instantiate(.scene(start), into: &tree)
    self.tree = tree
    self.model = model
  }

  /// The name of the controller `node` is: its class, or a stand-in's name.
  func name(of node: NodeID) -> String {
    model.name(ofTag: tree[node].tag)
  }

  /// The blueprint of the scene `node` is an instance of; nil for a stand-in.
  func blueprint(of node: NodeID) -> SceneBlueprint? {
    model.blueprint(ofTag: tree[node].tag)
  }
}

extension StoryboardSimulator {
  /// The launch as a value state, for the explorer; throws as ``launch()`` does.
  func launchState() throws(SimulatorError) -> ExplorationState {
    guard let start else {
      throw .noStartStoryboard(candidates: StartStoryboard.candidates(in: model.graph))
    }
    let idiom = options.idiom.resolved(for: model.scenes[start.scene].platform)
    do {
      return try ExplorationState(model: model, start: start.scene, idiom: idiom)
    } catch {
      throw error.simulatorError
    }
  }
}
