import StoryboardKit

extension LintContext {
  /// How findings name a controller: its display name in quotes.
  func name(of controller: Controller) -> String {
    "'\(controller.displayName)'"
  }

  /// How findings name where `edge` leads.
  func destinationName(of edge: LintEdge) -> String {
    switch edge.target {
    case .node(let node): return name(of: graph.controller(node))
    case .exit: return "the exit"
    case .missing: return "'\(graph.segue(edge).destination ?? "")'"
    case .external, .unresolved:
      let placeholder = graph.segue(edge).destination.flatMap { id in
        documents[edge.document].controllers.first { $0.id == id }
      }
      let reference = placeholder?.reference
      return "'\(reference?.referencedIdentifier ?? "initial")' in "
        + "\(reference?.storyboardName ?? documents[edge.document].name).storyboard"
    }
  }

}
