/// UIKit's, tvOS's and AppKit's navigation decisions, written once over any
/// ``NavigationHierarchy``: the headless controllers carry them out on objects, and the
/// simulator's explorer on a ``NavigationTree`` value.
package enum NavigationRules {
  /// UIKit's `show(_:sender:)`: the nearest navigation controller pushes; a collapsed classic
  /// split view pushes onto its primary navigation controller, an expanded one makes the
  /// destination its primary column; a column-style split view shows it in the column after
  /// the source's (the supplementary from the primary, the secondary from the supplementary),
  /// and a navigation controller that is its primary or supplementary column hands `show` to
  /// it; with none of these, the destination is presented. In AppKit `show` opens a new
  /// window, whatever contains the source.
  package static func show<H: NavigationHierarchy>(from source: H.Node, in hierarchy: H)
    -> NavigationPlacement<H.Node>
  {
    if hierarchy.platform.showOpensWindow { return .openWindow(from: source) }
    var child: H.Node?
    for ancestor in hierarchy.lineage(of: source) {
      defer { child = ancestor }
      switch hierarchy.container(of: ancestor) {
      case .navigation:
        if let split = hierarchy.parent(of: ancestor),
          let next = nextColumn(after: ancestor, in: split, hierarchy),
          hierarchy.index(of: ancestor, in: split) != next
        {
          return .replaceColumn(next, of: split)
        }
        return .push(onto: ancestor)
      case .split(let layout) where layout.style.isColumnStyle:
        if let child, let next = nextColumn(after: child, in: ancestor, hierarchy) {
          return .replaceColumn(next, of: ancestor)
        }
      case .split where hierarchy.isCollapsed(ancestor):
        if let primary = hierarchy.children(of: ancestor).first, hierarchy.isNavigation(primary) {
          return .push(onto: primary)
        }
      case .split:
        return .replacePrimary(of: ancestor)
      default:
        break
      }
    }
    return .present(from: source)
  }

  /// The column `show` from `column` fills in the column-style split view `split`; nil for
  /// another style and for the compact column, which shows as any controller does.
  private static func nextColumn<H: NavigationHierarchy>(
    after column: H.Node, in split: H.Node, _ hierarchy: H
  ) -> Int? {
    guard let layout = hierarchy.container(of: split).splitLayout,
      let index = hierarchy.index(of: column, in: split)
    else { return nil }
    return layout.columnShown(from: index, of: hierarchy.children(of: split).count)
  }

  /// UIKit's `showDetailViewController(_:sender:)`: an expanded split view makes the
  /// destination its secondary; a collapsed classic one turns it into `show` from the split
  /// view, a collapsed column-style one puts it on top of its stack, or shows it from its
  /// compact column; outside a split view it is presented. AppKit has no detail column:
  /// there it is `show`.
  package static func showDetail<H: NavigationHierarchy>(from source: H.Node, in hierarchy: H)
    -> NavigationPlacement<H.Node>
  {
    if hierarchy.platform.showOpensWindow { return show(from: source, in: hierarchy) }
    let split = hierarchy.lineage(of: source).first { hierarchy.isSplit($0) }
    guard let split, let layout = hierarchy.container(of: split).splitLayout else {
      return .present(from: source)
    }
    if layout.style.isColumnStyle {
      let columns = hierarchy.children(of: split)
      if hierarchy.isCollapsed(split), let compact = layout.compactIndex(of: columns.count) {
        return show(from: columns[compact], in: hierarchy)
      }
      guard let secondary = layout.secondaryIndex(of: columns.count) else {
        return .present(from: source)
      }
      return .replaceColumn(secondary, of: split)
    }
    if hierarchy.isCollapsed(split) { return show(from: split, in: hierarchy) }
    return .replaceSecondary(of: split)
  }

  /// The node that presents a controller asking for `style` from `source`: the root of the
  /// source's parents, or for current-context styles the nearest parent that defines a
  /// presentation context. (In AppKit the root of the source's window presents.)
  package static func presentationContext<H: NavigationHierarchy>(
    for style: HeadlessPresentationStyle, from source: H.Node, in hierarchy: H
  ) -> H.Node {
    let chain = hierarchy.lineage(of: source)
    if style == .currentContext || style == .overCurrentContext,
      let context = chain.first(where: hierarchy.definesPresentationContext)
    {
      return context
    }
    return chain.last ?? source
  }

  /// What a dismissal from `node` dismisses: what it presented or, when it (or a parent) was
  /// presented, that presentation; with the node that presented it. Nil when nothing is.
  package static func dismissal<H: NavigationHierarchy>(from node: H.Node, in hierarchy: H)
    -> (dismissed: H.Node, presenter: H.Node)?
  {
    let target =
      hierarchy.presented(by: node)
      ?? hierarchy.lineage(of: node).first { hierarchy.presenter(of: $0) != nil }
    guard let target, let presenter = hierarchy.presenter(of: target) else { return nil }
    return (target, presenter)
  }
}
