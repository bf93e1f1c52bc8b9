/// A navigation hierarchy as a value: an arena of nodes, each with its container kind, its
/// children, its parent, what it presents and how it was asked to be presented, and a tag the
/// caller gives it (the simulator's scene). Copying a tree copies a state; the same
/// ``NavigationRules`` move it as move the headless controllers.
///
/// Nodes that leave the hierarchy (popped, dismissed, replaced) stay in the arena, unreachable
/// from ``root``; they cost a copy nothing but their slot.
package struct NavigationTree: Sendable {
  /// A node's index in the arena.
  package typealias NodeID = Int

  /// One controller.
  package struct Controller: Sendable, Hashable {
    /// How it holds its children.
    package var container: NavigationContainer
    /// The caller's tag, e.g. which scene the controller is an instance of.
    package var tag: Int32
    package var children: [NodeID] = []
    package var parent: NodeID?
    package var presenter: NodeID?
    package var presented: NodeID?
    /// How it asked to be presented (a segue's kind sets it).
    package var presentationStyle: HeadlessPresentationStyle = .automatic
    /// Whether a current-context presentation from inside it covers only it.
    package var definesPresentationContext = false

    /// A node of `container`, tagged `tag`, outside any hierarchy.
    package init(container: NavigationContainer, tag: Int32) {
      self.container = container
      self.tag = tag
    }
  }

  package internal(set) var nodes: [Controller] = []
  /// The window's root controller; ``NavigationTree/init(platform:sizeClass:)`` leaves it 0,
  /// the first node added.
  package var root: NodeID = 0
  package let platform: HeadlessPlatform
  package let sizeClass: HeadlessSizeClass

  /// An empty tree for a window of `platform` in `sizeClass`.
  package init(platform: HeadlessPlatform = .uiKit, sizeClass: HeadlessSizeClass = .regular) {
    self.platform = platform
    self.sizeClass = sizeClass
  }

  /// The node `id`.
  package subscript(id: NodeID) -> Controller {
    get { nodes[id] }
    set { nodes[id] = newValue }
  }

  /// Adds `node` to the arena, outside the hierarchy; returns its id.
  @discardableResult
  package mutating func add(_ node: Controller) -> NodeID {
    nodes.append(node)
    return nodes.count - 1
  }

  /// Makes `child` the last child of `parent` (a push, a tab, a column or an embed).
  package mutating func append(_ child: NodeID, to parent: NodeID) {
    nodes[child].parent = parent
    nodes[parent].children.append(child)
  }

  /// The controller on screen: the root, or the last one presented above it.
  package var topPresented: NodeID {
    var top = root
    while let presented = nodes[top].presented { top = presented }
    return top
  }
}

extension NavigationTree: NavigationHierarchy {
  package func parent(of node: NodeID) -> NodeID? { nodes[node].parent }
  package func presenter(of node: NodeID) -> NodeID? { nodes[node].presenter }
  package func presented(by node: NodeID) -> NodeID? { nodes[node].presented }
  package func children(of node: NodeID) -> [NodeID] { nodes[node].children }
  package func container(of node: NodeID) -> NavigationContainer { nodes[node].container }
  package func presentationStyle(of node: NodeID) -> HeadlessPresentationStyle {
    nodes[node].presentationStyle
  }
  package func definesPresentationContext(_ node: NodeID) -> Bool {
    nodes[node].definesPresentationContext
  }
  package func isSame(_ node: NodeID, _ other: NodeID) -> Bool { node == other }
}
