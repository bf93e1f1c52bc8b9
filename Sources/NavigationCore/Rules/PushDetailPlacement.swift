/// Where a push-detail segue puts its destination (``PushDetailDecision/placement``).
package enum PushDetailPlacement<Node> {
  /// Push onto this navigation controller: the detail column's (expanded split view) or the
  /// shown column's (collapsed).
  case push(onto: Node)
  /// `showDetailViewController` in this split view: the column holds no navigation controller.
  case showDetail(in: Node)
  /// No split view was found: `show` from this node, which pushes inside a navigation
  /// controller and presents modally otherwise.
  case show(from: Node)
}

extension PushDetailPlacement: Sendable where Node: Sendable {}
