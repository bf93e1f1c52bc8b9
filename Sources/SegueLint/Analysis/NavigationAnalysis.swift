import StoryboardKit

/// Which ``NavigationContext``s each controller can be reached in, found by following every
/// segue from the entry points:
/// - the initial controller of a launch storyboard (as ``LaunchStoryboard`` chooses it) is
///   the window's root;
/// - the initial controller of any other storyboard is reached in an unknown context (code or a
///   storyboard outside the inputs may push it), unless a storyboard reference among the inputs
///   leads to it, which then gives its context;
/// - a controller with a storyboard identifier is reached in an unknown context, since code may
///   instantiate it and push it.
struct NavigationAnalysis: Sendable {
  private var contexts: [NodeID: NavigationContext] = [:]

  /// Runs the analysis over `graph`, whose `launches` are the launch storyboards.
  init(graph: StoryboardGraph, launches: Set<DocumentID>) {
    var edges: [NodeID: [(NodeID, Transfer)]] = [:]
    for edge in graph.edges {
      guard let source = graph.source(of: edge), let target = graph.destination(of: edge).node,
        let transfer = Transfer(segue: graph[edge], sourceKind: graph[source].kind)
      else { continue }
      edges[source, default: []].append((target, transfer))
    }
    var entries: [(NodeID, NavigationContext)] = []
    for node in graph.nodes
    where graph[node].reference == nil && graph[node].storyboardIdentifier?.isEmpty == false {
      entries.append((node, .unknown))
    }
    // An initial controller that a reference leads to is reached through that reference.
    let referenced = Set(
      graph.nodes.filter { graph[$0].reference != nil }.compactMap { graph.resolve($0).node })
    for document in graph.documents {
      guard let node = graph.initialNode(of: document), graph[node].reference == nil,
        !referenced.contains(node)
      else { continue }
      entries.append((node, launches.contains(document) ? .bare : .unknown))
    }
    propagate(from: entries, along: edges)
  }

  /// Every context the controller can be reached in; empty when nothing leads to it.
  func contexts(of node: NodeID) -> NavigationContext {
    contexts[node] ?? []
  }

  private mutating func propagate(
    from entries: [(NodeID, NavigationContext)], along edges: [NodeID: [(NodeID, Transfer)]]
  ) {
    var pending: [NodeID] = []
    for (node, context) in entries where add(context, to: node) {
      pending.append(node)
    }
    while let node = pending.popLast() {
      let from = contexts(of: node)
      for (target, transfer) in edges[node] ?? [] where add(transfer.apply(from), to: target) {
        pending.append(target)
      }
    }
  }

  /// Adds `context` to what `node` has; true when that grew.
  private mutating func add(_ context: NavigationContext, to node: NodeID) -> Bool {
    let before = contexts(of: node)
    let after = before.union(context)
    guard after != before else { return false }
    contexts[node] = after
    return true
  }
}
