/// The decisions of ``PushDetailSegue``: which popover to dismiss and where the destination goes.
///
/// The plan is made from the source alone, before anything moves, because once the popover is
/// dismissed its `presentingController` is gone and the split view can no longer be found from
/// the source (`navigationController` and `splitViewController` walk parents, not presenters).
@MainActor
package struct PushDetailPlan<Controller: NavigableController>
where Controller.Controller == Controller {
  /// The root of the popover presentation the source lives in, dismissed exactly once; nil when
  /// the source is not in a popover.
  package var popoverToDismiss: Controller?
  /// Where the destination goes, after the popover is dismissed.
  package var placement: PushDetailPlacement<Controller>

  /// Creates a plan; ``make(source:)`` is how a segue decides one.
  package init(popoverToDismiss: Controller?, placement: PushDetailPlacement<Controller>) {
    self.popoverToDismiss = popoverToDismiss
    self.placement = placement
  }

  /// Decides the plan for a segue starting at `source`.
  ///
  /// The split view is looked for above the controller that presented the popover (or above the
  /// source, when it is not in a popover). Expanded, the destination is pushed onto the detail
  /// column's navigation controller; collapsed, onto the primary column's navigation controller;
  /// when that column holds no navigation controller, it becomes the detail.
  package static func make(source: Controller) -> PushDetailPlan {
    let popover = ancestors(of: source).first { $0.isPresentedAsPopover }
    let anchor = popover?.presentingController ?? source
    guard let split = ancestors(of: anchor).first(where: { splitColumns(of: $0) != nil }),
      let columns = splitColumns(of: split)
    else {
      return PushDetailPlan(popoverToDismiss: popover, placement: .show(from: anchor))
    }
    let column = columns.isCollapsed ? columns.primary : columns.secondary
    if let navigation = column, isNavigation(navigation) {
      return PushDetailPlan(popoverToDismiss: popover, placement: .push(onto: navigation))
    }
    return PushDetailPlan(popoverToDismiss: popover, placement: .showDetail(in: split))
  }

  /// Dismisses the popover, then places `destination` in the dismissal's completion.
  package func execute(destination: Controller, animated: Bool) {
    let placement = placement
    guard let popoverToDismiss else {
      Self.place(destination, placement, animated: animated)
      return
    }
    popoverToDismiss.dismissController(animated: animated) {
      Self.place(destination, placement, animated: animated)
    }
  }

  private static func place(
    _ destination: Controller, _ placement: PushDetailPlacement<Controller>, animated: Bool
  ) {
    switch placement {
    case .push(let navigation):
      navigation.pushController(destination, animated: animated)
    case .showDetail(let split):
      split.showDetailController(destination, sender: nil)
    case .show(let anchor):
      anchor.showController(destination, sender: nil)
    }
  }

  /// The controller and its parents, nearest first.
  static func ancestors(of controller: Controller) -> [Controller] {
    var chain = [controller]
    while let parent = chain.last?.parentController { chain.append(parent) }
    return chain
  }

  private static func splitColumns(of controller: Controller) -> SplitColumns<Controller>? {
    if case .split(let columns) = controller.containerContents { return columns }
    return nil
  }

  private static func isNavigation(_ controller: Controller) -> Bool {
    if case .navigation = controller.containerContents { return true }
    return false
  }
}
