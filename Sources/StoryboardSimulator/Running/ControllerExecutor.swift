import HeadlessNavigation
import NavigationCore
import StoryboardExplorer

/// The headless controllers of a ``Simulation`` as a ``SceneHierarchy``: read as
/// HeadlessNavigation's `ControllerHierarchy` reads them, and moved as an app's code moves
/// them. A segue is registered on its source as the storyboard declares it and performed with
/// `performSegue(withIdentifier:sender:)`, so the caller's stand-ins prepare and unwind as in
/// the app, and the window logs every transition.
@MainActor
struct ControllerExecutor {
  let simulation: Simulation
  private let controllers: ControllerHierarchy

  init(_ simulation: Simulation) {
    self.simulation = simulation
    controllers = ControllerHierarchy(simulation.window)
  }
}

// An isolated conformance: the controllers are the main actor's.
extension ControllerExecutor: @MainActor SceneHierarchy {
  var model: SimulatorModel { simulation.factory.model }
  var platform: HeadlessPlatform { controllers.platform }
  var sizeClass: HeadlessSizeClass { controllers.sizeClass }
  var root: HeadlessController { simulation.window.rootController }
  func parent(of node: HeadlessController) -> HeadlessController? { controllers.parent(of: node) }
  func presenter(of node: HeadlessController) -> HeadlessController? {
    controllers.presenter(of: node)
  }
  func presented(by node: HeadlessController) -> HeadlessController? {
    controllers.presented(by: node)
  }
  func children(of node: HeadlessController) -> [HeadlessController] {
    controllers.children(of: node)
  }
  /// The controllers' container kind; a macOS window controller, which HeadlessNavigation has
  /// no class for, by its scene.
  func container(of node: HeadlessController) -> NavigationContainer {
    let container = controllers.container(of: node)
    guard container == .plain, case .window = blueprint(of: node)?.role else { return container }
    return .window
  }
  func presentationStyle(of node: HeadlessController) -> HeadlessPresentationStyle {
    controllers.presentationStyle(of: node)
  }
  func definesPresentationContext(_ node: HeadlessController) -> Bool {
    controllers.definesPresentationContext(node)
  }
  func isSame(_ node: HeadlessController, _ other: HeadlessController) -> Bool { node === other }
  func tag(of node: HeadlessController) -> Int32 {
    simulation.factory.target(of: node)?.tag ?? -1
  }
  func name(of node: HeadlessController) -> String { node.name }

  func instantiate(scene: Int) throws(InstantiationError) -> HeadlessController {
    try simulation.factory.instantiate(.scene(scene))
  }

  func perform(
    _ segue: SegueBlueprint, _ kind: HeadlessSegueKind, to destination: HeadlessController,
    from source: HeadlessController
  ) throws(StepError) {
    let key = segue.stepName ?? ""
    simulation.pendingDestination = destination
    source.addSegue(key, kind: kind) { [weak simulation] in
      simulation?.takePendingDestination() ?? HeadlessController(name: "(missing)")
    }
    do {
      try source.performSegue(withIdentifier: key, sender: nil)
    } catch {
      throw StepError(.noSuchSegue(visible: source.name, available: []), at: segue.place)
    }
  }

  func unwind(_ segue: SegueBlueprint, action: String, from source: HeadlessController)
    -> HeadlessController?
  {
    let key = segue.stepName ?? ""
    source.addUnwindSegue(key, action: action)
    return try? source.performSegue(withIdentifier: key, sender: nil).destination
  }

  func select(tab index: Int, of tabs: HeadlessController) {
    (tabs as? HeadlessTabController)?.select(index: index)
  }

  func pop(_ navigation: HeadlessController) {
    (navigation as? HeadlessNavigationController)?.pop(animated: true)
  }

  func returnToColumn(_ column: Int, of split: HeadlessController) {
    (split as? HeadlessSplitController)?.returnToColumn(column)
  }

  func dismiss(level: HeadlessController) { level.dismiss(animated: true) }
}

extension Simulation {
  /// Performs one step, then lets its transitions finish.
  func run(_ step: Step) throws(StepError) -> StepOutcome {
    let before = window.events.count
    var controllers = ControllerExecutor(self)
    let effect = try controllers.run(step)
    window.settle()
    return StepOutcome(step: step, events: Array(window.events[before...]), effect: effect)
  }

  /// The destination a segue being performed hands to its template, once.
  func takePendingDestination() -> HeadlessController? {
    defer { pendingDestination = nil }
    return pendingDestination
  }
}
