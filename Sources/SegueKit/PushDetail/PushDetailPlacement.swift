/// Where a push-detail segue puts its destination.
package enum PushDetailPlacement<Controller> {
  /// Push onto this navigation controller: the detail's (expanded split view) or the primary's
  /// (collapsed split view).
  case push(onto: Controller)
  /// Install the destination as the split view's detail (`showDetailViewController`), because
  /// the relevant column holds no navigation controller.
  case showDetail(in: Controller)
  /// No split view was found: `show` from this controller, which pushes inside a navigation
  /// controller and presents modally otherwise.
  case show(from: Controller)
}
