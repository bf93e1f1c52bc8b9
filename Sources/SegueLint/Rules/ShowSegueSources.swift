import SourceIndex
import StoryboardExplorer
import StoryboardKit

/// The `show` and `push` segues of UIKit storyboards, with the contexts their source can be
/// reached in and what the simulator saw them do: what both rules about `show` look at.
enum ShowSegueSources {
  struct Item {
    var edge: EdgeID
    var source: NodeID
    var contexts: NavigationContext
    /// What the simulator's explored paths saw of the segue; nil when none performed it.
    var facts: ExploredPaths.Facts?

    /// Whether no explored path performed the segue, so that it is judged by the static
    /// reading: the contexts the storyboards' segues give its source.
    var isReadStatically: Bool { (facts?.tally.tries ?? 0) == 0 }

    /// Whether every explored path that performed the segue presented its destination
    /// modally, and code cannot reach the source some other way (a storyboard identifier, a
    /// storyboard not launched, a custom segue); read statically, whether no context of the
    /// source is in a stack or unknown.
    var presentsOnEveryPath: Bool {
      guard !contexts.contains(.unknown) else { return false }
      guard let tally = facts?.tally, tally.tries > 0 else {
        return !contexts.isEmpty && !contexts.contains(.stack)
      }
      return tally.presented == tally.tries
    }

    /// Whether, on top of that, every such path started the segue in a popover; read
    /// statically, whether the source is only ever reached as a popover.
    var presentsOnlyFromPopovers: Bool {
      guard let tally = facts?.tally, tally.tries > 0 else { return contexts == .popover }
      return presentsOnEveryPath && tally.presentedFromPopover == tally.tries
    }
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
      // A source whose class decides where `show` goes (as a container's child may, handing
      // it to a navigation controller it embeds) is not for the storyboards to judge.
      if let sources = context.sources, let name = context.sourceClass(of: edge),
        sources.redirectsShow(name)
      {
        continue
      }
      items.append(
        Item(
          edge: edge, source: source, contexts: context.navigation.contexts(of: source),
          facts: context.paths?.segues[edge]))
    }
    return items
  }

  /// Which reading judged the segue, as a finding says it: one path on which it presented
  /// (`on the path Main → A → B`), or `read statically: …` when no explored path performs it.
  static func evidence(_ item: Item) -> String {
    guard let presented = item.facts?.presented, !item.isReadStatically else {
      return "read statically: no explored path performs the segue, and no segue of the "
        + "storyboards puts its source in a navigation controller"
    }
    return "on the path " + ([presented.start] + presented.steps).joined(separator: " → ")
  }

  /// The finding's parts: the source's name, the segue's kind, where it leads, and the place.
  static func describe(_ item: Item, _ context: LintContext)
    -> (source: String, kind: SegueKind, destination: String, path: String, at: TextLocation)
  {
    let segue = context.graph[item.edge]
    return (
      context.name(of: context.graph[item.source]), segue.kind,
      context.destinationName(of: item.edge), context.path(of: item.edge), segue.location
    )
  }
}
