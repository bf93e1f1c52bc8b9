import NavigationCore

extension SceneHierarchy {
  /// The roots of the presentation levels, the window's root first, then each presented
  /// controller above it.
  package var presentationLevels: [Node] {
    var levels = [root]
    while let presented = presented(within: levels[levels.count - 1]) {
      levels.append(presented)
    }
    return levels
  }

  /// What is presented from inside the level rooted at `level`: usually by its root, or by a
  /// controller that defines a presentation context.
  private func presented(within level: Node) -> Node? {
    if let presented = presented(by: level) { return presented }
    for child in children(of: level) {
      if let presented = presented(within: child) { return presented }
    }
    return nil
  }

  /// The children of `node` the user sees: a stack's top, the selected tab, a split view's
  /// shown columns, a window's content, and embedded children.
  package func shownChildren(of node: Node) -> [Node] {
    let children = children(of: node)
    switch container(of: node) {
    case .navigation:
      return children.last.map { [$0] } ?? []
    case .tabs(let selected):
      return children.indices.contains(selected) ? [children[selected]] : []
    case .split(let layout):
      return layout.shownIndices(of: children.count, collapsed: isCollapsed(node))
        .map { children[$0] }
    case .plain, .window:
      return children
    }
  }

  /// The first tab bar controller among what `node` shows (its embedded children, and what
  /// they show), nearest first; nil when none is on screen inside it.
  func shownTabBar(inside node: Node) -> Node? {
    var queue = shownChildren(of: node)
    var index = 0
    while index < queue.count {
      if case .tabs = container(of: queue[index]) { return queue[index] }
      queue += shownChildren(of: queue[index])
      index += 1
    }
    return nil
  }

  /// The controller the user sees in the level rooted at `level`: descending into the top of
  /// a navigation stack, the selected tab, the shown column of a split view (the secondary
  /// when expanded) and a window's content, but not into embedded children.
  package func visible(from level: Node) -> Node {
    var current = level
    while let next = shownContent(of: current) { current = next }
    return current
  }

  /// The controller the user sees in the top level.
  package var visible: Node { visible(from: presentationLevels[presentationLevels.count - 1]) }

  private func shownContent(of node: Node) -> Node? {
    let children = children(of: node)
    switch container(of: node) {
    case .navigation: return children.last
    case .tabs(let selected): return children.indices.contains(selected) ? children[selected] : nil
    case .split(let layout):
      return layout.contentIndex(of: children.count, collapsed: isCollapsed(node))
        .map { children[$0] }
    case .window: return children.first
    case .plain: return nil
    }
  }

  /// Calls `body` with each controller a step looks for a segue in, nearest first, until it
  /// returns false: in the top level, the visible controller, what it shows, then each
  /// parent followed by the other children it shows; then the same in each level below.
  /// `topOnly` keeps the top level: what the user can touch.
  package func forEachInSearchOrder(topOnly: Bool = false, _ body: (Node) -> Bool) {
    let levels = presentationLevels
    for level in (topOnly ? [levels[levels.count - 1]] : levels.reversed()) {
      let shown = visible(from: level)
      guard visitShown(shown, body) else { return }
      var child = shown
      while let parent = parent(of: child) {
        guard body(parent) else { return }
        for sibling in shownChildren(of: parent) where !isSame(sibling, child) {
          guard visitShown(sibling, body) else { return }
        }
        child = parent
      }
    }
  }

  /// Calls `body` with `node` and everything it shows, depth first; false once `body` did.
  package func visitShown(_ node: Node, _ body: (Node) -> Bool) -> Bool {
    guard body(node) else { return false }
    for child in shownChildren(of: node) where !visitShown(child, body) { return false }
    return true
  }

  /// The segue identifiers a step could name now: those of the controllers a step searches,
  /// in its order, each once.
  package func availableIdentifiers() -> [String] {
    var identifiers: [String] = []
    forEachInSearchOrder { node in
      for segue in blueprint(of: node)?.segues ?? [] {
        if let identifier = segue.identifier, !identifier.isEmpty,
          !identifiers.contains(identifier)
        {
          identifiers.append(identifier)
        }
      }
      return true
    }
    return identifiers
  }
}
