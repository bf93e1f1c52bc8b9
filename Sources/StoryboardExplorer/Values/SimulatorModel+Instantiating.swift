import NavigationCore

extension SimulatorModel {
  /// The most controllers one instantiation may make: containers and embeds that multiply
  /// could otherwise make millions.
  package static let controllerLimit = 2_000

  /// Adds a new instance of `target` to `tree`, with its containers' children and embedded
  /// children, as a storyboard instantiates a scene; returns its node, outside the hierarchy.
  /// The headless controllers are made from this value too (`SceneFactory`), so both hold
  /// the same children in the same order.
  package func instantiate(_ target: SceneTarget, into tree: inout NavigationTree)
    throws(InstantiationError) -> NavigationTree.NodeID
  {
    var building: Set<Int> = []
    var budget = Self.controllerLimit
    return try make(target, into: &tree, building: &building, budget: &budget)
  }

  private func make(
    _ target: SceneTarget, into tree: inout NavigationTree, building: inout Set<Int>,
    budget: inout Int
  ) throws(InstantiationError) -> NavigationTree.NodeID {
    guard case .scene(let index) = target else {
      return tree.add(NavigationTree.Controller(container: .plain, tag: target.tag))
    }
    let blueprint = scenes[index]
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
    let contained: [SceneTarget]
    let container: NavigationContainer
    switch blueprint.role {
    case .navigation(let root): (container, contained) = (.navigation, [root])
    case .tabs(let tabs): (container, contained) = (.tabs(selected: 0), tabs)
    case .split(let layout, let columns): (container, contained) = (.split(layout), columns)
    case .window(let content): (container, contained) = (.window, content.map { [$0] } ?? [])
    case .plain: (container, contained) = (.plain, [])
    }
    let node = tree.add(NavigationTree.Controller(container: container, tag: target.tag))
    for child in contained + blueprint.embeds {
      let made = try make(child, into: &tree, building: &building, budget: &budget)
      tree.append(made, to: node)
    }
    return node
  }

  /// The name of the controller a node tagged `tag` stands for.
  package func name(ofTag tag: Int32) -> String {
    switch SceneTarget(tag: tag) {
    case .scene(let index): scenes[index].name
    case .placeholder(let index): placeholders[index]
    }
  }

  /// The blueprint of the scene a node tagged `tag` is an instance of; nil for a stand-in.
  package func blueprint(ofTag tag: Int32) -> SceneBlueprint? {
    tag >= 0 ? scenes[Int(tag)] : nil
  }
}
