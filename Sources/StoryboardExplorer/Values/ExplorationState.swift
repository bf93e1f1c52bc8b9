import NavigationCore

/// An app's window as a value, for the explorer: a ``NavigationTree`` whose nodes are tagged
/// with their scenes, moved by the same ``NavigationRules`` as the headless controllers of a
/// `Simulation`. Copying a state is copying the value: no main actor, no replay, no rebuilt
/// controllers. It reads the storyboards and sources only; the caller's controller stand-ins
/// (`SimulatorOptions.controllers`) are a `Simulation`'s.
///
/// The value executor of ``SceneHierarchy``: its reads are the tree's, and its moves the
/// tree's transitions.
package struct ExplorationState: Sendable {
  package typealias NodeID = NavigationTree.NodeID

  package var tree: NavigationTree
  package let model: SimulatorModel

  /// The launch of `start` on `idiom`: its initial controller as the window's root.
  package init(model: SimulatorModel, start: Int, idiom: SimulatedIdiom) throws(InstantiationError)
  {
    var tree = NavigationTree(platform: idiom.platform, sizeClass: idiom.sizeClass)
    tree.root = try model.instantiate(.scene(start), into: &tree)
    self.tree = tree
    self.model = model
  }
}

extension ExplorationState: SceneHierarchy {
  // The reads go through `nodes`, the arena, not the tree's subscript: an array element's
  // field is read in place, where the subscript's getter copies the whole node.
  package var platform: HeadlessPlatform { tree.platform }
  package var sizeClass: HeadlessSizeClass { tree.sizeClass }
  package var root: NodeID { tree.root }
  package func parent(of node: NodeID) -> NodeID? { tree.nodes[node].parent }
  package func presenter(of node: NodeID) -> NodeID? { tree.nodes[node].presenter }
  package func presented(by node: NodeID) -> NodeID? { tree.nodes[node].presented }
  package func children(of node: NodeID) -> [NodeID] { tree.nodes[node].children }
  package func container(of node: NodeID) -> NavigationContainer { tree.nodes[node].container }
  package func presentationStyle(of node: NodeID) -> HeadlessPresentationStyle {
    tree.nodes[node].presentationStyle
  }
  package func definesPresentationContext(_ node: NodeID) -> Bool {
    tree.nodes[node].definesPresentationContext
  }
  package func isSame(_ node: NodeID, _ other: NodeID) -> Bool { node == other }
  package func isCollapsed(_ split: NodeID) -> Bool { tree.sizeClass == .compact }
  package func tag(of node: NodeID) -> Int32 { tree.nodes[node].tag }
  package func name(of node: NodeID) -> String { model.name(ofTag: tree.nodes[node].tag) }

  package mutating func instantiate(scene: Int) throws(InstantiationError) -> NodeID {
    try model.instantiate(.scene(scene), into: &tree)
  }

  /// What a headless segue of `kind` does (`HeadlessSegue`): its style set on the
  /// destination, then the transition.
  package mutating func perform(
    _ segue: SegueBlueprint, _ kind: HeadlessSegueKind, to destination: NodeID,
    from source: NodeID
  ) {
    switch kind {
    case .presentation(let style) where style != .automatic:
      tree[destination].presentationStyle = style
    case .popoverPresentation:
      tree[destination].presentationStyle = .popover
    default:
      break
    }
    switch kind {
    case .show: tree.show(destination, from: source)
    case .showDetail: tree.showDetail(destination, from: source)
    case .presentation, .popoverPresentation: tree.present(destination, from: source)
    case .pushDetail: tree.pushDetail(destination, from: source)
    case .unwind: tree.returnFromUnwind(to: destination)
    }
  }

  /// The unwind search of ``NavigationRules``, over the scenes' unwind actions, then its
  /// return.
  package mutating func unwind(_ segue: SegueBlueprint, action: String, from source: NodeID)
    -> NodeID?
  {
    let found = NavigationRules.unwindDestination(from: source, in: tree) {
      blueprint(of: $0)?.unwindActions.contains(action) == true
    }
    if let found { tree.returnFromUnwind(to: found) }
    return found
  }

  package mutating func select(tab index: Int, of tabs: NodeID) {
    tree.select(tab: index, of: tabs)
  }
  package mutating func pop(_ navigation: NodeID) { tree.pop(navigation) }
  package mutating func returnToColumn(_ column: Int, of split: NodeID) {
    tree[split].container.splitTop = column
  }
  package mutating func dismiss(level: NodeID) { tree.dismiss(from: level) }
}
