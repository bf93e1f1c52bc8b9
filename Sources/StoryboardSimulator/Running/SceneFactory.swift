import HeadlessNavigation

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

  /// The most controllers one instantiation may make: containers and embeds that multiply
  /// could otherwise make millions.
  static let controllerLimit = 2_000

  /// A new controller for `target`, with its containers' children and embedded children, as
  /// a storyboard instantiates a scene.
  func instantiate(_ target: SceneTarget) throws(InstantiationError) -> HeadlessController {
    var building: Set<Int> = []
    var budget = Self.controllerLimit
    return try make(target, building: &building, budget: &budget)
  }

  private func make(_ target: SceneTarget, building: inout Set<Int>, budget: inout Int)
    throws(InstantiationError) -> HeadlessController
  {
    let index: Int
    switch target {
    case .placeholder(let placeholder):
      return SceneController(target: target, name: model.placeholders[placeholder], actions: [])
    case .scene(let scene):
      index = scene
    }
    let blueprint = model.scenes[index]
    budget -= 1
    guard budget >= 0 else {
      throw InstantiationError(
        kind: .tooLarge(limit: Self.controllerLimit), scene: blueprint.name,
        place: blueprint.place)
    }
    guard building.insert(index).inserted else {
      throw InstantiationError(kind: .cycle, scene: blueprint.name, place: blueprint.place)
    }
    defer { building.remove(index) }
    let name = blueprint.name
    let actions = blueprint.unwindActions
    let controller: HeadlessController
    switch blueprint.role {
    case .navigation(let root):
      let made = try make(root, building: &building, budget: &budget)
      controller = SceneNavigationController(
        target: target, name: name, actions: actions, root: made)
    case .tabs(let tabs):
      var made: [HeadlessController] = []
      for tab in tabs { made.append(try make(tab, building: &building, budget: &budget)) }
      controller = SceneTabController(target: target, name: name, actions: actions, tabs: made)
    case .split(let primary, let secondary):
      let first = try make(primary, building: &building, budget: &budget)
      let second = try secondary.map { (column) throws(InstantiationError) in
        try make(column, building: &building, budget: &budget)
      }
      controller = SceneSplitController(
        target: target, name: name, actions: actions, primary: first, secondary: second)
    case .window(let content):
      controller = SceneController(target: target, name: name, actions: actions)
      if let content {
        controller.addChild(try make(content, building: &building, budget: &budget))
      }
    case .plain:
      if let custom = blueprint.customClass, let factory = options.controllers[custom] {
        controller = factory()
        standIns[ObjectIdentifier(controller)] = target
      } else {
        controller = SceneController(target: target, name: name, actions: actions)
      }
    }
    for embed in blueprint.embeds {
      controller.addChild(try make(embed, building: &building, budget: &budget))
    }
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
