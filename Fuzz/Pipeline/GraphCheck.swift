import StoryboardKit

/// What every graph must hold, whatever the input: lookups stay inside the graph and agree
/// with each other.
enum GraphCheck {
  static func check(_ graph: StoryboardGraph) {
    let nodes = Set(graph.nodes)
    for node in graph.nodes {
      if case .scene(let resolved) = graph.resolve(node), graph[resolved].reference != nil {
        fatalError("a reference resolved to another reference")
      }
      let content = graph.content(of: node)
      guard nodes.contains(content) else { fatalError("content outside the graph") }
      for edge in graph.segues(from: node) where graph.source(of: edge) != node {
        fatalError("a segue of a node names another source")
      }
      for edge in graph.segues(to: node) where graph.destination(of: edge).node != node {
        fatalError("an incoming segue leads elsewhere")
      }
    }
    for edge in graph.edges {
      if let node = graph.destination(of: edge).node, graph[node].reference != nil {
        fatalError("a segue leads to a reference placeholder")
      }
    }
  }
}
