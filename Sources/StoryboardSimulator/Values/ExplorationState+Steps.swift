import HeadlessNavigation
import NavigationCore

extension ExplorationState {
  /// Performs one step, as ``Simulation`` performs it on controllers: the same segue search,
  /// the same navigation rules, the same failures. The outcome records no events: a value
  /// state keeps no log.
  mutating func run(_ step: Step) throws(StepError) -> StepOutcome {
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
      let levels = presentationLevels
      guard levels.count > 1 else { throw StepError(.nothingPresented, at: nil) }
      tree.dismiss(from: levels[levels.count - 1])
    }
    return outcome
  }

  /// The controller and segue a step names: the first controller in search order with a
  /// segue of that identifier, else the first with a segue of that XML id.
  func find(_ name: String) throws(StepError) -> (NodeID, SegueBlueprint) {
    var found: (NodeID, SegueBlueprint)?
    forEachInSearchOrder { node in
      found = blueprint(of: node)?.segues.first { $0.identifier == name }.map { (node, $0) }
      return found == nil
    }
    if found == nil {
      forEachInSearchOrder { node in
        found = blueprint(of: node)?.segues.first { $0.id == name }.map { (node, $0) }
        return found == nil
      }
    }
    if let found { return found }
    var available: [String] = []
    forEachInSearchOrder { node in
      for segue in blueprint(of: node)?.segues ?? [] {
        if let identifier = segue.identifier, !identifier.isEmpty,
          !available.contains(identifier)
        {
          available.append(identifier)
        }
      }
      return true
    }
    throw StepError(
      .noSuchSegue(visible: self.name(of: visible), available: available),
      at: blueprint(of: visible)?.place)
  }

  private mutating func perform(
    _ segue: SegueBlueprint, from source: NodeID, into outcome: inout StepOutcome
  ) throws(StepError) {
    let sourcePresentation = presentationStyle(ofLevelHolding: source)
    let destination: NodeID
    switch segue.action {
    case .cannotRun(let problem):
      throw StepError(.segueCannotRun(problem), at: segue.place)
    case .unwind(let action):
      let found = NavigationRules.unwindDestination(from: source, in: tree) {
        blueprint(of: $0)?.unwindActions.contains(action) == true
      }
      guard let found else {
        throw StepError(
          .unwindFindsNoDestination(action: action, source: name(of: source)), at: segue.place)
      }
      destination = found
      tree.returnFromUnwind(to: destination)
    case .forward(let kind, let scene):
      do {
        destination = try model.instantiate(.scene(scene), into: &tree)
      } catch {
        throw StepError(.cannotInstantiate(error.sentence), at: error.place)
      }
      perform(kind, of: destination, from: source)
      let isPresented = tree[destination].presenter != nil
      // In AppKit a show opens a window: that is no finding.
      outcome.presentedModally =
        (kind == .show || kind == .showDetail) && isPresented
        && !tree.platform.showOpensWindow
      outcome.adaptedPopover =
        kind == .popoverPresentation && isPresented && tree.shownStyle(of: .popover) != .popover
    }
    outcome.segue = PerformedSegue(
      edge: segue.edge, identifier: segue.identifier, id: segue.id, kind: segue.kind,
      place: segue.place, source: name(of: source), destination: name(of: destination),
      sourcePresentation: sourcePresentation)
  }

  /// What a headless segue of `kind` does (`HeadlessSegue`): its style set on the
  /// destination, then the transition.
  private mutating func perform(_ kind: HeadlessSegueKind, of node: NodeID, from source: NodeID) {
    switch kind {
    case .presentation(let style) where style != .automatic:
      tree[node].presentationStyle = style
    case .popoverPresentation:
      tree[node].presentationStyle = .popover
    default:
      break
    }
    switch kind {
    case .show: tree.show(node, from: source)
    case .showDetail: tree.showDetail(node, from: source)
    case .presentation, .popoverPresentation: tree.present(node, from: source)
    case .pushDetail: tree.pushDetail(node, from: source)
    case .unwind: tree.returnFromUnwind(to: node)
    }
  }

  /// How the level holding `node` was asked to be presented; nil in the root level.
  private func presentationStyle(ofLevelHolding node: NodeID) -> HeadlessPresentationStyle? {
    var top = node
    while let parent = tree[top].parent { top = parent }
    guard tree[top].presenter != nil else { return nil }
    return tree[top].presentationStyle
  }

  /// Selects tab `index` of the nearest tab bar controller: among the visible controller's
  /// parents, then its presenters'.
  private mutating func selectTab(_ index: Int) throws(StepError) {
    let shown = visible
    var node: NodeID? = shown
    while let current = node {
      if case .tabs = tree[current].container {
        let children = tree[current].children
        guard children.indices.contains(index) else {
          throw StepError(
            .noSuchTab(index: index, count: children.count), at: blueprint(of: current)?.place)
        }
        tree.select(tab: index, of: current)
        return
      }
      node = tree[current].parent ?? tree[current].presenter
    }
    throw StepError(.noTabBar(visible: name(of: shown)), at: blueprint(of: shown)?.place)
  }

  /// Pops the nearest navigation stack of the top level that holds more than its root, or
  /// goes back a column in a collapsed column-style split view's stack.
  private mutating func goBack() throws(StepError) {
    let shown = visible
    var node: NodeID? = shown
    while let current = node {
      if tree[current].container == .navigation, tree.pop(current) { return }
      if tree.sizeClass == .compact, let layout = tree[current].container.splitLayout,
        let back = layout.columnBack(of: tree[current].children.count)
      {
        tree[current].container.splitTop = back
        return
      }
      node = tree[current].parent
    }
    throw StepError(.nothingToGoBack(visible: name(of: shown)), at: blueprint(of: shown)?.place)
  }
}
