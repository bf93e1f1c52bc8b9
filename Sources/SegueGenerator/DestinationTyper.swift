import StoryboardKit

/// Finds the class a segue's destination has, through storyboard references (across the run's
/// storyboards) and the navigation or window controller around the controller code means.
/// It reads the graph's destinations, where every reference is already followed.
struct DestinationTyper {
  /// Reads custom classes with the run's module rules, and holds the graph.
  let types: SegueModelBuilder

  private var graph: StoryboardGraph { types.graph }

  /// The type of `destination`, where a segue of `document` leads, in code written against
  /// `framework`; an unwind segue's destination is only known at run time.
  func destination(
    of destination: SegueDestination, isUnwind: Bool, inDocument document: DocumentID,
    framework: UIFramework
  ) -> TypedDestination {
    let base = framework.viewControllerClass
    if isUnwind {
      return TypedDestination(
        type: base, createdType: base,
        summary: "the controller that answers the unwind action, found at run time")
    }
    switch destination {
    case .scene(let node):
      return typed(node, fromDocument: document, framework: framework)
    case .exit:
      return TypedDestination(type: base, createdType: base, summary: "an exit placeholder")
    case .external(let reference, _):
      let name = SwiftStringLiteral.quoted(reference.storyboardName ?? "")
      return TypedDestination(
        type: base, createdType: base,
        summary: "a scene of storyboard \(name), which is not among the inputs")
    case .unresolved(let reference, _):
      let name = SwiftStringLiteral.quoted(reference.storyboardName ?? graph[document].name)
      return TypedDestination(
        type: base, createdType: base,
        summary: "a reference into storyboard \(name) that names no scene there")
    case .missing:
      return TypedDestination(
        type: base, createdType: base, summary: "an element the storyboard does not have")
    }
  }

  private func typed(_ node: NodeID, fromDocument document: DocumentID, framework: UIFramework)
    -> TypedDestination
  {
    let created = types.customType(of: graph[node]) ?? framework.baseClass(of: graph[node].kind)
    var type = created
    var summary = "`" + created.name + "`"
    let content = graph.content(of: node)
    if content != node, let contentType = types.customType(of: graph[content]) {
      type = contentType
      summary = "`" + contentType.name + "`, the content of `" + created.name + "`"
    }
    let other = graph.document(of: node)
    if other != document, graph[other].path != graph[document].path {
      summary += " in " + SwiftStringLiteral.commentSafe(graph[other].name) + ".storyboard"
    }
    return TypedDestination(type: type, createdType: created, summary: summary)
  }
}
