import HeadlessNavigation
import NavigationCore

extension Simulation {
  /// Performs one step and lets its transitions finish.
  func run(_ step: Step) throws(StepError) -> StepOutcome {
    let before = window.events.count
    var outcome = StepOutcome(
      step: step, events: [], segue: nil, presentedModally: false, adaptedPopover: false)
    switch step {
    case .segue(let name):
      let (source, segue) = try find(name)
      try perform(segue, from: source, into: &outcome)
    case .tab(let index):
      try selectTab(index)
    case .back:
      try goBack()
    case .dismiss:
      try dismissTop()
    }
    window.settle()
    outcome.events = Array(window.events[before...])
    return outcome
  }

  /// The controller and segue a step names: the first controller in ``searchOrder(topOnly:)``
  /// with a segue of that identifier, else the first with a segue of that XML id.
  func find(_ name: String) throws(StepError) -> (HeadlessController, SegueBlueprint) {
    var found: (HeadlessController, SegueBlueprint)?
    forEachInSearchOrder { controller in
      let segue = factory.blueprint(of: controller)?.segues.first { $0.identifier == name }
      found = segue.map { (controller, $0) }
      return found == nil
    }
    if found == nil {
      forEachInSearchOrder { controller in
        let segue = factory.blueprint(of: controller)?.segues.first { $0.id == name }
        found = segue.map { (controller, $0) }
        return found == nil
      }
    }
    if let found { return found }
    let visible = visibleController(from: presentationLevels[presentationLevels.count - 1])
    throw StepError(
      .noSuchSegue(visible: visible.name, available: availableIdentifiers()),
      at: factory.blueprint(of: visible)?.place)
  }

  /// Performs `segue` from `source`: registers it on the source as the storyboard declares
  /// it, then performs it as code does (`performSegue(withIdentifier:sender:)`).
  func perform(
    _ segue: SegueBlueprint, from source: HeadlessController, into outcome: inout StepOutcome
  ) throws(StepError) {
    let key = segue.stepName ?? ""
    let sourcePresentation = presentationStyle(ofLevelHolding: source)
    let destination: HeadlessController
    switch segue.action {
    case .cannotRun(let problem):
      throw StepError(.segueCannotRun(problem), at: segue.place)
    case .unwind(let action):
      source.addUnwindSegue(key, action: action)
      do {
        destination = try source.performSegue(withIdentifier: key, sender: nil).destination
      } catch {
        throw StepError(
          .unwindFindsNoDestination(action: action, source: source.name), at: segue.place)
      }
    case .forward(let kind, let scene):
      do {
        destination = try factory.instantiate(.scene(scene))
      } catch {
        throw StepError(.cannotInstantiate(error.sentence), at: error.place)
      }
      pendingDestination = destination
      source.addSegue(key, kind: kind) { [weak self] in
        self?.takePendingDestination() ?? HeadlessController(name: "(missing)")
      }
      do {
        try source.performSegue(withIdentifier: key, sender: nil)
      } catch {
        throw StepError(.noSuchSegue(visible: source.name, available: []), at: segue.place)
      }
      let isPresented = destination.presentingController != nil
      // In AppKit a show opens a window: that is no finding.
      outcome.presentedModally =
        (kind == .show || kind == .showDetail) && isPresented
        && !window.platform.showOpensWindow
      outcome.adaptedPopover =
        kind == .popoverPresentation && isPresented
        && window.shownStyle(of: .popover) != .popover
    }
    outcome.segue = PerformedSegue(
      edge: segue.edge, identifier: segue.identifier, id: segue.id, kind: segue.kind,
      place: segue.place, source: source.name, destination: destination.name,
      sourcePresentation: sourcePresentation)
  }

  /// How the level holding `controller` was asked to be presented (a popover stays a popover
  /// where it shows as a sheet); nil in the root level.
  private func presentationStyle(ofLevelHolding controller: HeadlessController)
    -> HeadlessPresentationStyle?
  {
    var top = controller
    while let parent = top.parentController { top = parent }
    guard top.presentingController != nil else { return nil }
    return top.modalPresentationStyle
  }

  private func takePendingDestination() -> HeadlessController? {
    defer { pendingDestination = nil }
    return pendingDestination
  }

  /// Selects tab `index` of the nearest tab bar controller: among the visible controller's
  /// parents, then its presenters'.
  private func selectTab(_ index: Int) throws(StepError) {
    let visible = visibleController(from: presentationLevels[presentationLevels.count - 1])
    var node: HeadlessController? = visible
    while let current = node {
      if let tabs = current as? HeadlessTabController {
        guard tabs.children.indices.contains(index) else {
          throw StepError(
            .noSuchTab(index: index, count: tabs.children.count),
            at: factory.blueprint(of: tabs)?.place)
        }
        tabs.select(index: index)
        return
      }
      node = current.parentController ?? current.presentingController
    }
    throw StepError(.noTabBar(visible: visible.name), at: factory.blueprint(of: visible)?.place)
  }

  /// Pops the nearest navigation stack of the top level that holds more than its root, or
  /// goes back a column in a collapsed column-style split view's stack.
  private func goBack() throws(StepError) {
    let visible = visibleController(from: presentationLevels[presentationLevels.count - 1])
    var node: HeadlessController? = visible
    while let current = node {
      if let navigation = current as? HeadlessNavigationController,
        navigation.viewControllers.count > 1
      {
        navigation.pop(animated: true)
        return
      }
      if let split = current as? HeadlessSplitController, split.isCollapsed,
        let back = split.layout.columnBack(of: split.children.count)
      {
        split.returnToColumn(back)
        return
      }
      node = current.parentController
    }
    throw StepError(
      .nothingToGoBack(visible: visible.name), at: factory.blueprint(of: visible)?.place)
  }

  /// Dismisses the topmost presented controller.
  private func dismissTop() throws(StepError) {
    let levels = presentationLevels
    guard levels.count > 1 else { throw StepError(.nothingPresented, at: nil) }
    levels[levels.count - 1].dismiss(animated: true)
  }
}
