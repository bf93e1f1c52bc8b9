import StoryboardKit

/// Which ``NavigationContext``s each controller can be reached in, found by following every
/// segue from the entry points:
/// - the initial controller of a main storyboard (one whose name starts with `Main`, as Xcode
///   names the storyboard in `UIMainStoryboardFile`) is the window's root;
/// - the initial controller of any other storyboard is reached in an unknown context (code or a
///   storyboard outside the inputs may push it), unless a storyboard reference among the inputs
///   leads to it, which then gives its context;
/// - a controller with a storyboard identifier is reached in an unknown context, since code may
///   instantiate it and push it.
struct NavigationAnalysis: Sendable {
  private var contexts: [NavigationContext]

  /// Runs the analysis over `graph`, whose edges the lint view `edges` gives.
  init(graph: StoryboardGraph, edges lintEdges: [LintEdge]) {
    contexts = Array(repeating: [], count: graph.nodes.count)
    var edges: [[(Int, Transfer)]] = Array(repeating: [], count: graph.nodes.count)
    for edge in lintEdges {
      guard let source = edge.source, let target = edge.target.node,
        let transfer = edge.transfer
      else { continue }
      edges[source].append((target, transfer))
    }
    var entries: [(Int, NavigationContext)] = []
    for (node, entry) in graph.nodes.enumerated()
    where entry.hasStoryboardIdentifier && !entry.isPlaceholder {
      entries.append((node, .unknown))
    }
    // An initial controller that a reference leads to is reached through that reference.
    let referenced = Set(graph.placeholderTargets.values.compactMap(\.node))
    for index in graph.documents.indices {
      guard let node = graph.initialNodes[index], !graph.nodes[node].isPlaceholder,
        !referenced.contains(node)
      else { continue }
      entries.append((node, graph.documentNames[index].hasPrefix("Main") ? .bare : .unknown))
    }
    propagate(from: entries, along: edges)
  }

  /// Every context the controller numbered `node` can be reached in; empty when nothing leads
  /// to it.
  func contexts(of node: Int) -> NavigationContext {
    contexts[node]
  }

  private mutating func propagate(
    from entries: [(Int, NavigationContext)], along edges: [[(Int, Transfer)]]
  ) {
    var pending: [Int] = []
    for (node, context) in entries where add(context, to: node) {
      pending.append(node)
    }
    while let node = pending.popLast() {
      let from = contexts[node]
      for (target, transfer) in edges[node] where add(transfer.apply(from), to: target) {
        pending.append(target)
      }
    }
  }

  /// Adds `context` to what `node` has; true when that grew.
  private mutating func add(_ context: NavigationContext, to node: Int) -> Bool {
    let after = contexts[node].union(context)
    guard after != contexts[node] else { return false }
    contexts[node] = after
    return true
  }
}
