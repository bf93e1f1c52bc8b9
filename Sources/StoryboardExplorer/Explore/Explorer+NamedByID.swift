import StoryboardKit

extension Explorer {
  /// The segues that steps of `paths` name by their XML id, each once, in storyboard order.
  func seguesNamedByID(in paths: [[CandidateStep]]) -> [SegueNamedByID] {
    let graph = app.model.graph
    var seen: Set<EdgeID> = []
    var found: [SegueNamedByID] = []
    for candidate in paths.joined() {
      guard case .segue(let name) = candidate.step, let edge = candidate.edge else { continue }
      let segue = graph[edge]
      guard name == segue.id, name != segue.usableIdentifier, seen.insert(edge).inserted else {
        continue
      }
      let source = graph.source(of: edge).flatMap(app.model.scene(of:))
      found.append(
        SegueNamedByID(
          edge: edge, step: candidate.step.description, identifier: segue.usableIdentifier,
          kind: segue.kind, source: source.map { app.model.scenes[$0].name } ?? "?",
          destination: destination(of: edge),
          place: StoryboardLocation(
            path: graph[graph.document(of: edge)].path, location: segue.location)))
    }
    return found.sorted { $0.place < $1.place }
  }

  /// Where `edge` leads, as the graph resolves it through storyboard references.
  private func destination(of edge: EdgeID) -> SegueNamedByID.Destination {
    let model = app.model
    let graph = model.graph
    if graph[edge].kind == .unwind {
      return .unwind(action: graph[edge].details.unwindAction ?? "")
    }
    switch graph.destination(of: edge) {
    case .scene(let node):
      let document = graph.document(of: node)
      return .scene(
        model.scene(of: node).map { model.scenes[$0].name } ?? "?",
        storyboard: document == graph.document(of: edge) ? nil : graph[document].name)
    case .external(let reference, _), .unresolved(let reference, _):
      // A reference without a storyboard name leads into its own storyboard.
      return .storyboard(reference.storyboardName ?? graph[graph.document(of: edge)].name)
    case .exit, .missing:
      return .missing
    }
  }
}
