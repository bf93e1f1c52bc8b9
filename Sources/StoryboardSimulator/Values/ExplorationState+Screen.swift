import HeadlessNavigation

extension ExplorationState {
  /// The roots of the presentation levels, the window's root first, then each presented
  /// controller above it (as ``Simulation``'s `presentationLevels`).
  var presentationLevels: [NodeID] {
    var levels = [tree.root]
    while let presented = presented(within: levels[levels.count - 1]) {
      levels.append(presented)
    }
    return levels
  }

  /// What is presented from inside the level rooted at `root`: by the root, or by a
  /// controller that defines a presentation context.
  private func presented(within root: NodeID) -> NodeID? {
    if let presented = tree[root].presented { return presented }
    for child in tree[root].children {
      if let presented = presented(within: child) { return presented }
    }
    return nil
  }

  /// The children of `node` the user sees: a stack's top, the selected tab, a split view's
  /// shown columns, a window's content, and embedded children.
  func shownChildren(of node: NodeID) -> [NodeID] {
    let children = tree[node].children
    switch tree[node].container {
    case .navigation:
      return children.last.map { [$0] } ?? []
    case .tabs(let selected):
      return children.indices.contains(selected) ? [children[selected]] : []
    case .split(let layout):
      return layout.shownIndices(of: children.count, collapsed: tree.sizeClass == .compact)
        .map { children[$0] }
    case .plain, .window:
      return children
    }
  }

  /// The controller the user sees in the level rooted at `root`, not descending into
  /// embedded children.
  func visible(from root: NodeID) -> NodeID {
    var current = root
    while let next = shownContent(of: current) { current = next }
    return current
  }

  /// The controller the user sees in the top level.
  var visible: NodeID { visible(from: presentationLevels[presentationLevels.count - 1]) }

  private func shownContent(of node: NodeID) -> NodeID? {
    let children = tree[node].children
    switch tree[node].container {
    case .navigation: return children.last
    case .tabs(let selected): return children.indices.contains(selected) ? children[selected] : nil
    case .split(let layout):
      return layout.contentIndex(of: children.count, collapsed: tree.sizeClass == .compact)
        .map { children[$0] }
    case .window: return children.first
    case .plain: return nil
    }
  }

  /// Calls `body` with each controller a step looks for a segue in, nearest first, until it
  /// returns false: in the top level, the visible controller, what it shows, then each
  /// parent followed by the other children it shows; then the same in each level below.
  /// `topOnly` keeps the top level: what the user can touch.
  func forEachInSearchOrder(topOnly: Bool = false, _ body: (NodeID) -> Bool) {
    let levels = presentationLevels
    for root in (topOnly ? [levels[levels.count - 1]] : levels.reversed()) {
      let shown = visible(from: root)
      guard visitShown(shown, body) else { return }
      var child = shown
      while let parent = tree[child].parent {
        guard body(parent) else { return }
        for sibling in shownChildren(of: parent) where sibling != child {
          guard visitShown(sibling, body) else { return }
        }
        child = parent
      }
    }
  }

  /// Calls `body` with `node` and everything it shows, depth first; false once `body` did.
  func visitShown(_ node: NodeID, _ body: (NodeID) -> Bool) -> Bool {
    guard body(node) else { return false }
    for child in shownChildren(of: node) where !visitShown(child, body) { return false }
    return true
  }
}
