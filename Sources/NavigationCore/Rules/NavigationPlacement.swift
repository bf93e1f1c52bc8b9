/// Where `show`, `showDetail` or a push-detail segue puts its destination: the decision of
/// ``NavigationRules``, carried out by the hierarchy that asked.
package enum NavigationPlacement<Node> {
  /// Push onto this navigation controller's stack.
  case push(onto: Node)
  /// Make the destination this expanded split view's primary column (`show`).
  case replacePrimary(of: Node)
  /// Make the destination this expanded split view's secondary column (`showDetail`).
  case replaceSecondary(of: Node)
  /// Make the destination column `index` of this column-style split view (`show` from the
  /// column before it, `showDetail`); collapsed, that column goes on top of the stack.
  case replaceColumn(Int, of: Node)
  /// Present the destination modally from this node (its presentation context decides who
  /// presents).
  case present(from: Node)
  /// AppKit: open the destination in a new window, presented from this node.
  case openWindow(from: Node)
}
