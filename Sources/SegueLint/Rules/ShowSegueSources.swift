import StoryboardKit

/// The `show` and `push` segues of UIKit storyboards, with the contexts their source can be
/// reached in: what both rules about `show` look at.
enum ShowSegueSources {
  struct Item {
    var edge: EdgeID
    var source: NodeID
    var contexts: NavigationContext
  }

  static func items(_ context: LintContext) -> [Item] {
    let graph = context.graph
    var items: [Item] = []
    for edge in graph.edges {
      let kind = graph[edge].kind
      guard kind == .show || kind == .push, context.isUIKit(edge),
        let source = graph.source(of: edge)
      else { continue }
      // A navigation or split controller handles its own show.
      let sourceKind = graph[source].kind
      guard sourceKind != .navigation, sourceKind != .split else { continue }
      items.append(
        Item(edge: edge, source: source, contexts: context.navigation.contexts(of: source)))
    }
    return items
  }

  /// The finding's parts: the source's name, the segue's kind, where it leads, and the place.
  static func describe(_ item: Item, _ context: LintContext)
    -> (source: String, kind: SegueKind, destination: String, path: String, at: SourceLocation)
  {
    let segue = context.graph[item.edge]
    return (
      context.name(of: context.graph[item.source]), segue.kind,
      context.destinationName(of: item.edge), context.path(of: item.edge), segue.location
    )
  }
}
