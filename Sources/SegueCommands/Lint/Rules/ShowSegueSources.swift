import StoryboardKit

/// The `show` and `push` segues of UIKit storyboards, with the contexts their source can be
/// reached in: what both rules about `show` look at.
enum ShowSegueSources {
  struct Item {
    var document: StoryboardDocument
    var source: Controller
    var edge: LintGraph.Edge
    var segue: Segue { edge.segue }
    var contexts: NavigationContext
  }

  static func items(_ context: LintContext) -> [Item] {
    var items: [Item] = []
    for edge in context.graph.edges where edge.segue.kind == .show || edge.segue.kind == .push {
      let document = context.documents[edge.document]
      // A navigation or split controller handles its own show.
      guard context.isUIKit(document), let node = edge.source else { continue }
      let source = context.graph.nodes[node].controller
      guard source.kind != .navigation, source.kind != .split else { continue }
      items.append(
        Item(
          document: document, source: source, edge: edge,
          contexts: context.navigation.contexts(of: node)))
    }
    return items
  }
}
