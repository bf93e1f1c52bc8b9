extension StoryboardGraph {
  /// The node of the controller of the segue's scene: the segue's source, whatever object in
  /// the scene triggers it; nil in a scene without a controller.
  public func source(of edge: EdgeID) -> NodeID? {
    edgeEntries[edge.index].source
  }

  /// Where the segue leads, storyboard references followed.
  public func destination(of edge: EdgeID) -> SegueDestination {
    edgeEntries[edge.index].destination
  }

  /// Where `node` leads: for a storyboard reference placeholder, where its reference does
  /// (through as many references as lead one to another); for any other node, `.scene(node)`.
  public func resolve(_ node: NodeID) -> SegueDestination {
    nodeEntries[node.index].resolved
  }

  /// The segues of the node's scene, in document order.
  public func segues(from node: NodeID) -> [EdgeID] {
    nodeEntries[node.index].segues
  }

  /// The segues that lead to `node`, storyboard references followed, from every document and
  /// from the node itself, in the graph's order.
  public func segues(to node: NodeID) -> [EdgeID] {
    nodeEntries[node.index].incoming
  }

  /// The relationship segues of the node's scene, by which a container holds its children.
  public func relationships(of node: NodeID) -> [EdgeID] {
    segues(from: node).filter { self[$0].kind == .relationship }
  }

  /// The node that code means when a segue leads to `node`: for a navigation controller its
  /// root view controller, for an AppKit window controller its content view controller, each
  /// followed through storyboard references and nested containers; any other node itself.
  public func content(of node: NodeID) -> NodeID {
    var current = node
    var visited: Set<NodeID> = []
    while let inner = containedNode(of: current), visited.insert(current).inserted {
      current = inner
    }
    return current
  }

  /// The one child a navigation or window controller shows, when it leads to a scene. The
  /// container's first relationship of that name decides, even when it leads nowhere.
  private func containedNode(of node: NodeID) -> NodeID? {
    let relationship: String
    switch self[node].kind {
    case .navigation: relationship = "rootViewController"
    case .window: relationship = "window.shadowedContentViewController"
    default: return nil
    }
    let first = relationships(of: node).first { self[$0].relationship == relationship }
    return first.flatMap { destination(of: $0).node }
  }
}
