import StoryboardKit

/// The typed destinations of a run's segues, each target typed once per document that leads
/// to it (a destination's summary names its storyboard when it is another one). Controllers
/// are found by node number in a list: a dictionary hashed every segue's target. Exits,
/// references leading outside and missing elements, which are rare, sit in a dictionary.
struct DestinationCache {
  private var byNode: [TypedDestination?]
  /// For each node, the document its entry was typed for; -1 before any.
  private var documentOfNode: [Int]
  private var others: [StoryboardGraph.Target: TypedDestination] = [:]
  private var othersDocument = -1

  init(nodeCount: Int) {
    byNode = Array(repeating: nil, count: nodeCount)
    documentOfNode = Array(repeating: -1, count: nodeCount)
  }

  /// The destination `target` has for segues of the document numbered `document`, typed by
  /// `type` the first time.
  mutating func destination(
    of target: StoryboardGraph.Target, inDocument document: Int,
    typedBy type: () -> TypedDestination
  ) -> TypedDestination {
    if let node = target.node {
      if documentOfNode[node] == document, let known = byNode[node] { return known }
      let typed = type()
      byNode[node] = typed
      documentOfNode[node] = document
      return typed
    }
    if othersDocument != document {
      others.removeAll(keepingCapacity: true)
      othersDocument = document
    }
    if let known = others[target] { return known }
    let typed = type()
    others[target] = typed
    return typed
  }
}
