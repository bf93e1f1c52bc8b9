import NavigationCore

extension SceneHierarchy {
  /// Performs one step: the segue search, the tab bar, stack or presentation it acts on, and
  /// the failures, decided here; the move itself is the executor's.
  package mutating func run(_ step: Step) throws(StepError) -> StepEffect {
    var effect = StepEffect()
    switch step {
    case .segue(let name):
      let (source, segue) = try find(name)
      try perform(segue, from: source, into: &effect)
    case .tab(let index):
      try selectTab(index)
    case .back:
      try goBack()
    case .dismiss:
      let levels = presentationLevels
      guard levels.count > 1 else { throw StepError(.nothingPresented, at: nil) }
      dismiss(level: levels[levels.count - 1])
    }
    return effect
  }

  /// The controller and segue a step names: the first controller in search order with a
  /// segue of that identifier, else the first with a segue of that XML id.
  package func find(_ name: String) throws(StepError) -> (Node, SegueBlueprint) {
    var found: (Node, SegueBlueprint)?
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
    let shown = visible
    throw StepError(
      .noSuchSegue(visible: self.name(of: shown), available: availableIdentifiers()),
      at: blueprint(of: shown)?.place)
  }

  private mutating func perform(
    _ segue: SegueBlueprint, from source: Node, into effect: inout StepEffect
  ) throws(StepError) {
    let sourcePresentation = presentationStyle(ofLevelHolding: source)
    let destination: Node
    switch segue.action {
    case .cannotRun(let problem):
      throw StepError(.segueCannotRun(problem), at: segue.place)
    case .unwind(let action):
      guard let found = unwind(segue, action: action, from: source) else {
        throw StepError(
          .unwindFindsNoDestination(action: action, source: name(of: source)), at: segue.place)
      }
      destination = found
    case .forward(let kind, let scene):
      do {
        destination = try instantiate(scene: scene)
      } catch {
        throw StepError(.cannotInstantiate(error.sentence), at: error.place)
      }
      try perform(segue, kind, to: destination, from: source)
      let isPresented = presenter(of: destination) != nil
      // In AppKit a show opens a window: that is no finding.
      effect.presentedModally =
        (kind == .show || kind == .showDetail) && isPresented && !platform.showOpensWindow
      effect.adaptedPopover =
        kind == .popoverPresentation && isPresented && shownStyle(of: .popover) != .popover
    }
    effect.segue = PerformedSegue(
      edge: segue.edge, identifier: segue.identifier, id: segue.id, kind: segue.kind,
      place: segue.place, source: name(of: source), destination: name(of: destination),
      sourcePresentation: sourcePresentation)
  }

  /// How the level holding `node` was asked to be presented (a popover stays a popover where
  /// it shows as a sheet); nil in the root level.
  private func presentationStyle(ofLevelHolding node: Node) -> HeadlessPresentationStyle? {
    var top = node
    while let parent = parent(of: top) { top = parent }
    guard presenter(of: top) != nil else { return nil }
    return presentationStyle(of: top)
  }

  /// Selects tab `index` of the nearest tab bar controller (``nearestTabBar(from:)``).
  private mutating func selectTab(_ index: Int) throws(StepError) {
    let shown = visible
    guard let tabs = nearestTabBar(from: shown) else {
      throw StepError(.noTabBar(visible: name(of: shown)), at: blueprint(of: shown)?.place)
    }
    let count = children(of: tabs).count
    guard (0..<count).contains(index) else {
      throw StepError(.noSuchTab(index: index, count: count), at: blueprint(of: tabs)?.place)
    }
    select(tab: index, of: tabs)
  }

  /// Goes back as ``backMove(from:)`` says.
  private mutating func goBack() throws(StepError) {
    let shown = visible
    guard let move = backMove(from: shown) else {
      throw StepError(
        .nothingToGoBack(visible: name(of: shown)), at: blueprint(of: shown)?.place)
    }
    if let column = move.column {
      returnToColumn(column, of: move.node)
    } else {
      pop(move.node)
    }
  }

  /// The tab bar controller a `tab` step selects in, from the visible controller `shown`:
  /// the nearest among its parents, then its presenters'; else the nearest one `shown`
  /// embeds, whose tab bar is on screen too (amahi's root container embeds its tab bar
  /// controller, and ``visible(from:)`` stops at the container).
  func nearestTabBar(from shown: Node) -> Node? {
    var node: Node? = shown
    while let current = node {
      if case .tabs = container(of: current) { return current }
      node = parent(of: current) ?? presenter(of: current)
    }
    return shownTabBar(inside: shown)
  }

  /// What a `back` step does from the visible controller `shown`: pop the nearest navigation
  /// stack of its level that holds more than its root (`column` nil), or move a collapsed
  /// column-style split view's stack back to `column`; nil when nothing can go back.
  func backMove(from shown: Node) -> (node: Node, column: Int?)? {
    var node: Node? = shown
    while let current = node {
      let container = container(of: current)
      if container == .navigation, children(of: current).count > 1 { return (current, nil) }
      if let layout = container.splitLayout, isCollapsed(current),
        let back = layout.columnBack(of: children(of: current).count)
      {
        return (current, back)
      }
      node = parent(of: current)
    }
    return nil
  }
}
