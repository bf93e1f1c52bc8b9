extension NavigationRules {
  /// A push-detail segue from `source`: the split view is looked for above the controller
  /// that presented the source's popover (or above the source); expanded, the destination is
  /// pushed onto the detail column's navigation controller, collapsed onto the shown
  /// column's (the primary of a classic split view); a column without one gets it as its
  /// detail.
  ///
  /// The decision is made from the source before anything moves: once the popover is
  /// dismissed its presenter is gone, and the split view can no longer be found from the
  /// source. SegueKit's `PushDetailSegue`, the headless one and the simulator's tree all
  /// carry out this one decision.
  package static func pushDetail<H: NavigationHierarchy>(from source: H.Node, in hierarchy: H)
    -> PushDetailDecision<H.Node>
  {
    let popover = hierarchy.lineage(of: source).first {
      hierarchy.presenter(of: $0) != nil && hierarchy.presentationStyle(of: $0) == .popover
    }
    let anchor = popover.flatMap(hierarchy.presenter(of:)) ?? source
    guard let split = hierarchy.lineage(of: anchor).first(where: hierarchy.isSplit),
      let layout = hierarchy.container(of: split).splitLayout
    else { return PushDetailDecision(popoverToDismiss: popover, placement: .show(from: anchor)) }
    let columns = hierarchy.children(of: split)
    let index =
      hierarchy.isCollapsed(split)
      ? layout.contentIndex(of: columns.count, collapsed: true)
      : layout.secondaryIndex(of: columns.count)
    let column = index.map { columns[$0] }
    if let navigation = column, hierarchy.isNavigation(navigation) {
      return PushDetailDecision(popoverToDismiss: popover, placement: .push(onto: navigation))
    }
    return PushDetailDecision(popoverToDismiss: popover, placement: .showDetail(in: split))
  }
}
