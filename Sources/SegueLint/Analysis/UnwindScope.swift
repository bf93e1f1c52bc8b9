import StoryboardKit

/// The controllers an unwind from a scene may search, read from the storyboards alone: every
/// scene from which the source's scene can be reached, by any segue or relationship with
/// storyboard references followed (those are what can be below it, or hold it), and the
/// children those scenes hold by relationships and embeds, nested (the others UIKit's search
/// visits). The source itself is searched only when a cycle leads back to it.
struct UnwindScope: Sendable {
  /// How the source's scene can be reached, which decides whether ``searched`` is all there is.
  enum Origin: Sendable, Hashable {
    /// Only from the initial controllers of launch storyboards: the scope is complete.
    case launch
    /// From a controller that code may open in a container the storyboards do not show: any
    /// controller of the app may be below it.
    case code
    /// From no entry point: nothing reaches the scene.
    case none
  }

  /// The controllers the search may meet, in the graph's order.
  private(set) var searched: [NodeID]
  private(set) var origin: Origin

  init(source: NodeID, graph: StoryboardGraph, entries: StaticEntryPoints) {
    var above: Set<NodeID> = []
    var pending = [source]
    while let node = pending.popLast() {
      for edge in graph.segues(to: node) {
        guard let from = graph.source(of: edge), above.insert(from).inserted else { continue }
        pending.append(from)
      }
    }
    let reaching = above.union([source])
    origin =
      !reaching.isDisjoint(with: entries.codeRoots)
      ? .code : !reaching.isDisjoint(with: entries.launchRoots) ? .launch : .none
    var scope = above
    pending = Array(above)
    while let node = pending.popLast() {
      for edge in graph.segues(from: node) {
        let kind = graph[edge].kind
        guard kind == .relationship || kind == .embed,
          let child = graph.destination(of: edge).node, child != source || above.contains(child),
          scope.insert(child).inserted
        else { continue }
        pending.append(child)
      }
    }
    searched = scope.sorted()
  }
}
