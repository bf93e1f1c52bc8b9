/// The decisions of a push-detail segue on a ``NavigationHierarchy``, made from the source
/// before anything moves: the same reading as SegueKit's `PushDetailPlan`, which the headless
/// and UIKit segues carry out on controllers.
package struct PushDetailDecision<Node> {
  /// The root of the popover the source lives in, dismissed first; nil outside a popover.
  package var popoverToDismiss: Node?
  /// Where the destination goes: `.push`, `.replaceSecondary` (`showDetail` in the split), or
  /// `.present` meaning `show` from that node.
  package var placement: PushDetailPlacementKind<Node>
}

/// Where a push-detail segue puts its destination (SegueKit's `PushDetailPlacement`).
package enum PushDetailPlacementKind<Node> {
  /// Push onto the column's navigation controller.
  case push(onto: Node)
  /// `showDetailViewController` in the split view: the column has no navigation controller.
  case showDetail(in: Node)
  /// No split view: `show` from this node.
  case show(from: Node)
}
