import HeadlessNavigation
import NavigationCore
import StoryboardExplorer

/// Makes the controllers of scenes as a storyboard instantiates them, and knows afterwards
/// which scene each controller it made stands for.
@MainActor
final class SceneFactory {
  let model: SimulatorModel
  let options: SimulatorOptions
  /// The scenes of the stand-ins the caller's factories made, by object.
  private var standIns: [ObjectIdentifier: SceneTarget] = [:]

  init(model: SimulatorModel, options: SimulatorOptions) {
    self.model = model
    self.options = options
  }

  /// A new controller for `target`, with its containers' children and embedded children, as
  /// a storyboard instantiates a scene: the explorer's value instance
  /// (``SimulatorModel/instantiate(_:into:)``) made into headless controllers.
  func instantiate(_ target: SceneTarget) throws(InstantiationError) -> HeadlessController {
    var tree = NavigationTree()
    let node = try model.instantiate(target, into: &tree)
    return make(node, in: tree)
  }

  private func make(_ node: NavigationTree.NodeID, in tree: NavigationTree) -> HeadlessController {
    let target = SceneTarget(tag: tree[node].tag)
    let name = model.name(ofTag: tree[node].tag)
    guard let blueprint = model.blueprint(ofTag: tree[node].tag) else {
      return SceneController(target: target, name: name)
    }
    let actions = blueprint.unwindActions
    let children = tree[node].children
    let controller: HeadlessController
    // The children a container holds as its own list; the rest are embedded.
    var own = 0
    switch blueprint.role {
    case .navigation:
      own = 1
      controller = SceneNavigationController(
        target: target, name: name, root: make(children[0], in: tree))
    case .tabs(let tabs):
      own = tabs.count
      controller = SceneTabController(
        target: target, name: name,
        tabs: children.prefix(own).map { make($0, in: tree) })
    case .split(let layout, let columns):
      own = columns.count
      controller = SceneSplitController(
        target: target, name: name, layout: layout,
        columns: children.prefix(own).map { make($0, in: tree) })
    case .window:
      controller = SceneController(target: target, name: name)
    case .plain:
      if let custom = blueprint.customClass, let factory = options.controllers[custom] {
        controller = factory()
        standIns[ObjectIdentifier(controller)] = target
      } else {
        controller = SceneController(target: target, name: name)
      }
    }
    // The scene's unwind actions, on the simulator's own controllers only: a caller's stand-in
    // implements what its class does.
    if ownTarget(of: controller) != nil {
      for action in actions { controller.addUnwindAction(action) { _ in } }
    }
    for child in children.dropFirst(own) { controller.addChild(make(child, in: tree)) }
    return controller
  }

  /// The scene (or stand-in) `controller` was made for; nil for a controller the simulator did
  /// not make.
  func target(of controller: HeadlessController) -> SceneTarget? {
    ownTarget(of: controller) ?? standIns[ObjectIdentifier(controller)]
  }

  /// The scene (or stand-in) of a controller of the simulator's own classes; nil for the
  /// caller's stand-ins and any other controller.
  func ownTarget(of controller: HeadlessController) -> SceneTarget? {
    // Casts to the final classes: a cast to the protocol would look its conformance up.
    switch controller {
    case let scene as SceneController: scene.target
    case let navigation as SceneNavigationController: navigation.target
    case let tabs as SceneTabController: tabs.target
    case let split as SceneSplitController: split.target
    default: nil
    }
  }

  /// The unwind actions the simulator's controller for `target` implements.
  func unwindActions(of target: SceneTarget) -> Set<String> {
    guard case .scene(let index) = target else { return [] }
    return model.scenes[index].unwindActions
  }

  /// The blueprint of the scene `controller` was made for.
  func blueprint(of controller: HeadlessController) -> SceneBlueprint? {
    guard case .scene(let index) = target(of: controller) else { return nil }
    return model.scenes[index]
  }
}
