/// UIKit's, tvOS's and AppKit's navigation decisions, written once over any
/// ``NavigationHierarchy``: the headless controllers carry them out on objects, and the
/// simulator's explorer on a ``NavigationTree`` value.
package enum NavigationRules {
  /// UIKit's `show(_:sender:)`: the nearest navigation controller pushes; a collapsed split
  /// view pushes onto its primary navigation controller, an expanded one makes the
  /// destination its primary column; with neither, the destination is presented. In AppKit
  /// `show` opens a new window, whatever contains the source.
  package static func show<H: NavigationHierarchy>(from source: H.Node, in hierarchy: H)
    -> NavigationPlacement<H.Node>
  {
    if hierarchy.platform.showOpensWindow { return .openWindow(from: source) }
    for ancestor in hierarchy.lineage(of: source) {
      switch hierarchy.container(of: ancestor) {
      case .navigation:
        return .push(onto: ancestor)
      case .split where hierarchy.sizeClass == .compact:
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

  /// UIKit's `showDetailViewController(_:sender:)`: an expanded split view makes the
  /// destination its secondary; a collapsed one turns it into `show` from the split view;
  /// outside a split view it is presented. AppKit has no detail column: there it is `show`.
  package static func showDetail<H: NavigationHierarchy>(from source: H.Node, in hierarchy: H)
    -> NavigationPlacement<H.Node>
  {
    if hierarchy.platform.showOpensWindow { return show(from: source, in: hierarchy) }
    let split = hierarchy.lineage(of: source).first { hierarchy.container(of: $0) == .split }
    guard let split else { return .present(from: source) }
    if hierarchy.sizeClass == .compact { return show(from: split, in: hierarchy) }
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
