/// The decisions of a push-detail segue on a ``NavigationHierarchy``, made from the source
/// before anything moves (``NavigationRules/pushDetail(from:in:)``): which popover to dismiss
/// and where the destination goes afterwards.
package struct PushDetailDecision<Node> {
  /// The root of the popover the source lives in, dismissed first; nil outside a popover.
  package var popoverToDismiss: Node?
  /// Where the destination goes once the popover is dismissed.
  package var placement: PushDetailPlacement<Node>

  /// A decision to dismiss `popoverToDismiss` (if any), then carry out `placement`.
  package init(popoverToDismiss: Node?, placement: PushDetailPlacement<Node>) {
    self.popoverToDismiss = popoverToDismiss
    self.placement = placement
  }
}

extension PushDetailDecision: Sendable where Node: Sendable {}
