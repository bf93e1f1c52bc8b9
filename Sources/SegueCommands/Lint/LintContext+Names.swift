import StoryboardKit

extension LintContext {
  /// How findings name a controller: its display name in quotes.
  func name(of controller: Controller) -> String {
    "'\(controller.displayName)'"
  }

  /// How findings name where `edge` leads.
  func destinationName(of edge: LintGraph.Edge) -> String {
    switch edge.target {
    case .node(let node): return name(of: graph.nodes[node].controller)
    case .exit: return "the exit"
    case .missing: return "'\(edge.segue.destination ?? "")'"
    case .external, .unresolved:
      let placeholder = edge.segue.destination.flatMap { id in
        documents[edge.document].controllers.first { $0.id == id }
      }
      let reference = placeholder?.reference
      return "'\(reference?.referencedIdentifier ?? "initial")' in "
        + "\(reference?.storyboardName ?? documents[edge.document].name).storyboard"
    }
  }

  /// Whether the platform's segue semantics are UIKit's (iOS and tvOS).
  func isUIKit(_ document: StoryboardDocument) -> Bool {
    document.platform == .iOS || document.platform == .tvOS
  }
}
