extension NavigationTree {
  /// `show(_:sender:)` of `node` from `source`, by ``NavigationRules/show(from:in:)``.
  package mutating func show(_ node: NodeID, from source: NodeID) {
    place(node, NavigationRules.show(from: source, in: self))
  }

  /// `showDetailViewController(_:sender:)` of `node` from `source`.
  package mutating func showDetail(_ node: NodeID, from source: NodeID) {
    place(node, NavigationRules.showDetail(from: source, in: self))
  }

  /// Presents `node` from the presentation context of `source` for the style `node` asks
  /// for; false when the context already presents (UIKit refuses).
  @discardableResult
  package mutating func present(_ node: NodeID, from source: NodeID) -> Bool {
    let presenter = NavigationRules.presentationContext(
      for: nodes[node].presentationStyle, from: source, in: self)
    guard nodes[presenter].presented == nil else { return false }
    nodes[presenter].presented = node
    nodes[node].presenter = presenter
    return true
  }

  /// Dismisses what `node` presented or, when it (or a parent) was presented, that
  /// presentation, with whatever that presented in turn.
  package mutating func dismiss(from node: NodeID) {
    guard let (dismissed, presenter) = NavigationRules.dismissal(from: node, in: self) else {
      return
    }
    var current: NodeID? = dismissed
    var from = presenter
    while let next = current {
      nodes[from].presented = nil
      nodes[next].presenter = nil
      from = next
      current = nodes[next].presented
    }
  }

  /// Pushes `node` onto the navigation controller `navigation`.
  package mutating func push(_ node: NodeID, onto navigation: NodeID) {
    append(node, to: navigation)
  }

  /// Pops the top of `navigation` unless it is the root; false when nothing popped.
  @discardableResult
  package mutating func pop(_ navigation: NodeID) -> Bool {
    guard nodes[navigation].children.count > 1, let top = nodes[navigation].children.popLast()
    else { return false }
    nodes[top].parent = nil
    return true
  }

  /// Pops every controller of `navigation` above `node`; nothing when `node` is not in it.
  package mutating func pop(_ navigation: NodeID, to node: NodeID) {
    guard nodes[navigation].children.contains(node) else { return }
    while let top = nodes[navigation].children.last, top != node, pop(navigation) {}
  }

  /// Selects tab `index` of `tabs`; an index outside the tabs is ignored, as UIKit does.
  package mutating func select(tab index: Int, of tabs: NodeID) {
    guard nodes[tabs].children.indices.contains(index) else { return }
    nodes[tabs].container = .tabs(selected: index)
  }

  /// The unwind transition's end at `destination` (``NavigationRules/unwindReturn(to:in:)``).
  package mutating func returnFromUnwind(to destination: NodeID) {
    let plan = NavigationRules.unwindReturn(to: destination, in: self)
    if let presenter = plan.dismissFrom { dismiss(from: presenter) }
    for (navigation, child) in plan.pops { pop(navigation, to: child) }
    for (split, column) in plan.columns { nodes[split].container.splitTop = column }
  }

  /// SegueKit's push-detail segue of `node` from `source`: dismiss the source's popover, then
  /// push onto the split view's column, show it as the detail, or `show` it.
  package mutating func pushDetail(_ node: NodeID, from source: NodeID) {
    let decision = NavigationRules.pushDetail(from: source, in: self)
    if let popover = decision.popoverToDismiss { dismiss(from: popover) }
    switch decision.placement {
    case .push(let navigation): push(node, onto: navigation)
    case .showDetail(let split): showDetail(node, from: split)
    case .show(let anchor): show(node, from: anchor)
    }
  }

  private mutating func place(_ node: NodeID, _ placement: NavigationPlacement<NodeID>) {
    switch placement {
    case .push(let navigation):
      push(node, onto: navigation)
    case .replacePrimary(let split):
      if let old = nodes[split].children.first {
        nodes[old].parent = nil
        nodes[split].children.removeFirst()
      }
      nodes[node].parent = split
      nodes[split].children.insert(node, at: 0)
    case .replaceSecondary(let split):
      if nodes[split].children.count > 1, let old = nodes[split].children.popLast() {
        nodes[old].parent = nil
      }
      append(node, to: split)
    case .replaceColumn(let index, let split):
      let old = nodes[split].children[index]
      nodes[old].parent = nil
      nodes[split].children[index] = node
      nodes[node].parent = split
      if isCollapsed(split) { nodes[split].container.splitTop = index }
    case .present(let source):
      present(node, from: source)
    case .openWindow(let source):
      nodes[node].presentationStyle = .window
      present(node, from: source)
    }
  }
}
