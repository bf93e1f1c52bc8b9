/// What the navigation rules (``NavigationRules``) read of a hierarchy: parents, children,
/// presenters, each node's container kind and presentation style, and the window's platform
/// and size class.
///
/// Three hierarchies conform: ``NavigationTree``, the value the simulator explores; the
/// headless controllers of a window (HeadlessNavigation's `ControllerHierarchy`); and
/// SegueKit's controllers, UIKit's or the headless ones (`NavigableHierarchy`), for its
/// push-detail segue. The rules are written once over this protocol, so all of them move by
/// the same decisions.
package protocol NavigationHierarchy {
  /// A node: an index into a ``NavigationTree``, or a headless controller.
  associatedtype Node

  /// Whose rules apply: UIKit, tvOS or AppKit.
  var platform: HeadlessPlatform { get }
  /// The window's horizontal size class; compact collapses split views.
  var sizeClass: HeadlessSizeClass { get }

  /// The containing node (UIKit's `parent`); presenters are not parents.
  func parent(of node: Node) -> Node?
  /// The node that presented `node`; set on the presented node only.
  func presenter(of node: Node) -> Node?
  /// The node `node` presents.
  func presented(by node: Node) -> Node?
  /// The contained nodes, in order: a stack root first, tabs, split columns, embeds.
  func children(of node: Node) -> [Node]
  /// How `node` holds its children.
  func container(of node: Node) -> NavigationContainer
  /// How `node` asked to be presented.
  func presentationStyle(of node: Node) -> HeadlessPresentationStyle
  /// Whether a current-context presentation from inside `node` covers only it.
  func definesPresentationContext(_ node: Node) -> Bool
  /// Whether two nodes are the same node.
  func isSame(_ node: Node, _ other: Node) -> Bool
  /// Whether the split view `split` shows one column; by default, whether the window is
  /// compact. UIKit answers per split view (`isCollapsed`), which SegueKit's hierarchy reads.
  func isCollapsed(_ split: Node) -> Bool
}

extension NavigationHierarchy {
  // The tree and the headless controllers collapse every split view of a compact window.
  package func isCollapsed(_ split: Node) -> Bool { sizeClass == .compact }

  /// `node` and its parents, nearest first.
  package func lineage(of node: Node) -> [Node] {
    var chain = [node]
    while let parent = chain.last.flatMap(parent(of:)) { chain.append(parent) }
    return chain
  }

  /// Whether `node` is a split view showing one column.
  package func isCollapsedSplit(_ node: Node) -> Bool {
    isSplit(node) && isCollapsed(node)
  }

  /// Whether `node` is a split view controller.
  package func isSplit(_ node: Node) -> Bool {
    container(of: node).splitLayout != nil
  }

  /// The index of `child` among the children of `parent`.
  package func index(of child: Node, in parent: Node) -> Int? {
    children(of: parent).firstIndex { isSame($0, child) }
  }

  /// Whether `node` is a navigation controller.
  package func isNavigation(_ node: Node) -> Bool {
    container(of: node) == .navigation
  }

  /// How a node that asked for `style` is shown in this window: the platform's adaptation in
  /// its size class.
  package func shownStyle(of style: HeadlessPresentationStyle) -> HeadlessPresentationStyle {
    platform.shownStyle(of: style, in: sizeClass)
  }
}
