extension NavigationRules {
  /// The node an unwind segue from `source` ends at, searched as UIKit does: up through
  /// parents and then presenters; at each ancestor, first its other children (a navigation
  /// controller's nearest first, each child's own children before it), then the ancestor.
  /// `implements` says whether a node has the unwind action.
  package static func unwindDestination<H: NavigationHierarchy>(
    from source: H.Node, in hierarchy: H, implements: (H.Node) -> Bool
  ) -> H.Node? {
    var containingSource = source
    var next = hierarchy.parent(of: source) ?? hierarchy.presenter(of: source)
    while let ancestor = next {
      let others = hierarchy.children(of: ancestor).filter {
        !hierarchy.isSame($0, containingSource)
      }
      let ordered = hierarchy.isNavigation(ancestor) ? others.reversed() : others
      for child in ordered {
        if let found = search(child, in: hierarchy, implements: implements) { return found }
      }
      if implements(ancestor) { return ancestor }
      containingSource = ancestor
      next = hierarchy.parent(of: ancestor) ?? hierarchy.presenter(of: ancestor)
    }
    return nil
  }

  private static func search<H: NavigationHierarchy>(
    _ node: H.Node, in hierarchy: H, implements: (H.Node) -> Bool
  ) -> H.Node? {
    for child in hierarchy.children(of: node) {
      if let found = search(child, in: hierarchy, implements: implements) { return found }
    }
    return implements(node) ? node : nil
  }

  /// The unwind transition's end at `destination`: dismiss what is presented above its
  /// context and pop its navigation stacks back to it.
  package static func unwindReturn<H: NavigationHierarchy>(
    to destination: H.Node, in hierarchy: H
  ) -> UnwindReturn<H.Node> {
    let lineage = hierarchy.lineage(of: destination)
    let presenter = lineage.first { hierarchy.presented(by: $0) != nil }
    var pops: [(navigation: H.Node, to: H.Node)] = []
    var columns: [(split: H.Node, column: Int)] = []
    var child = destination
    for ancestor in lineage.dropFirst() {
      if hierarchy.isNavigation(ancestor) { pops.append((ancestor, child)) }
      if hierarchy.isCollapsed(ancestor),
        let layout = hierarchy.container(of: ancestor).splitLayout,
        layout.style.isColumnStyle, let index = hierarchy.index(of: child, in: ancestor),
        index < layout.columnCount(of: hierarchy.children(of: ancestor).count),
        index != layout.topColumn
      {
        columns.append((ancestor, index))
      }
      child = ancestor
    }
    return UnwindReturn(dismissFrom: presenter, pops: pops, columns: columns)
  }
}
