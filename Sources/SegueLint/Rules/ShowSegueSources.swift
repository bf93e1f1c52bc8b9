import StoryboardKit

/// The `show` and `push` segues of UIKit storyboards, with the contexts their source can be
/// reached in: what both rules about `show` look at.
enum ShowSegueSources {
  struct Item {
    var edge: LintEdge
    var source: Int
    var contexts: NavigationContext
  }

  static func items(_ context: LintContext) -> [Item] {
    var items: [Item] = []
    for edge in context.edges where edge.kind == .show || edge.kind == .push {
      guard context.isUIKit[edge.document], let source = edge.source else { continue }
      // A navigation or split controller handles its own show.
      let kind = context.graph.nodes[source].kind
      guard kind != .navigation, kind != .split else { continue }
      items.append(
        Item(edge: edge, source: source, contexts: context.navigation.contexts(of: source)))
    }
    return items
  }

  /// The finding's parts: the source's name, the segue's kind, where it leads, and the place.
  static func describe(_ item: Item, _ context: LintContext)
    -> (source: String, kind: SegueKind, destination: String, path: String, at: SourceLocation)
  {
    let segue = context.graph.segue(item.edge)
    return (
      context.name(of: context.graph.controller(item.source)), segue.kind,
      context.destinationName(of: item.edge), context.documents[item.edge.document].path,
      segue.location
    )
  }
}
