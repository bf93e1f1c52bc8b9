import HeadlessNavigation

extension Simulation {
  /// A new simulation in the same state, its hierarchy rebuilt controller by controller; nil
  /// when a controller is one the simulator cannot rebuild (a caller's stand-in, whose state
  /// only its own code knows). The explorer tries each step on a copy instead of replaying
  /// the steps that led to the state.
  func copy() -> Simulation? {
    guard let root = copy(window.rootController) else { return nil }
    return Simulation(factory: factory, root: root, idiom: idiom)
  }

  private func copy(_ controller: HeadlessController) -> HeadlessController? {
    guard let target = factory.ownTarget(of: controller) else { return nil }
    // Only the root of a level presents: controllers here define no presentation context.
    if controller.presentedController != nil, controller.parentController != nil { return nil }
    var children: [HeadlessController] = []
    for child in controller.children {
      guard let copied = copy(child) else { return nil }
      children.append(copied)
    }
    let name = controller.name
    let actions = factory.unwindActions(of: target)
    let copied: HeadlessController
    switch controller {
    case let tabs as HeadlessTabController:
      let copiedTabs = SceneTabController(
        target: target, name: name, actions: actions, tabs: children)
      if tabs.selectedIndex != 0 { copiedTabs.select(index: tabs.selectedIndex) }
      copied = copiedTabs
    case is HeadlessNavigationController:
      guard let root = children.first else { return nil }
      let navigation = SceneNavigationController(
        target: target, name: name, actions: actions, root: root)
      for pushed in children.dropFirst() { navigation.push(pushed, animated: false) }
      copied = navigation
    case is HeadlessSplitController:
      guard let primary = children.first else { return nil }
      copied = SceneSplitController(
        target: target, name: name, actions: actions, primary: primary,
        secondary: children.dropFirst().first)
    default:
      copied = SceneController(target: target, name: name, actions: actions)
      for child in children { copied.addChild(child) }
    }
    copied.modalPresentationStyle = controller.modalPresentationStyle
    if let presented = controller.presentedController {
      guard let copiedPresented = copy(presented) else { return nil }
      copied.present(copiedPresented, animated: false)
    }
    return copied
  }
}
