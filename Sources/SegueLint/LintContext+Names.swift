import StoryboardKit

extension LintContext {
  /// How findings name a controller: its display name in quotes.
  func name(of controller: Controller) -> String {
    "'\(controller.displayName)'"
  }

  /// How findings name where `edge` leads.
  func destinationName(of edge: EdgeID) -> String {
    let segue = graph[edge]
    switch graph.destination(of: edge) {
    case .scene(let node): return name(of: graph[node])
    case .exit: return "the exit"
    case .missing: return "'\(segue.destination ?? "")'"
    case .external, .unresolved:
      // The reference the segue leads to, which may lead on through others.
      let document = graph.document(of: edge)
      let placeholder = segue.destination.flatMap { graph.node(withID: $0, in: document) }
      let reference = placeholder.flatMap { graph[$0].reference }
      return "'\(reference?.referencedIdentifier ?? "initial")' in "
        + "\(reference?.storyboardName ?? graph[document].name).storyboard"
    }
  }
}
