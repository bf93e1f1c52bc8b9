import StoryboardKit

/// Finds the class a segue's destination has, through storyboard references (across the run's
/// storyboards) and the container around the controller code means, as the graph decides.
struct DestinationTyper: Sendable {
  let graph: StoryboardGraph
  let namer: ClassNamer

  /// Where `edge` leads, for code written against `framework`. An unwind segue's destination
  /// is only known at run time.
  func destination(of edge: EdgeID, framework: UIFramework) -> TypedDestination {
    let base = framework.viewControllerClass
    func untyped(_ summary: String) -> TypedDestination {
      TypedDestination(type: base, createdType: base, createdBase: base, summary: summary)
    }
    if graph[edge].kind == .unwind {
      return untyped("the controller that answers the unwind action, found at run time")
    }
    let document = graph.document(of: edge)
    switch graph.destination(of: edge) {
    case .scene(let node):
      return typed(node, from: document, framework: framework)
    case .exit:
      return untyped("an exit placeholder")
    case .external(let reference, _):
      let name = SwiftStringLiteral.quoted(reference.storyboardName ?? "")
      return untyped("a scene of storyboard \(name), which is not among the inputs")
    case .unresolved(let reference, _):
      let name = SwiftStringLiteral.quoted(reference.storyboardName ?? graph[document].name)
      return untyped("a reference into storyboard \(name) that names no scene there")
    case .missing:
      return untyped("an element the storyboard does not have")
    }
  }

  /// The controller of `node`, or the content code means when it is a container; and the
  /// storyboard it is in when that is not `document`.
  private func typed(_ node: NodeID, from document: DocumentID, framework: UIFramework)
    -> TypedDestination
  {
    let created = customType(of: node) ?? framework.baseClass(of: graph[node].kind)
    var type = created
    var summary = "`\(created.name)`"
    let content = graph.content(of: node)
    if content != node, let contentType = customType(of: content) {
      type = contentType
      summary = "`\(contentType.name)`, the content of `\(created.name)`"
    }
    let other = graph.document(of: node)
    if other != document, graph[other].path != graph[document].path {
      summary += " in \(comment: graph[other].name).storyboard"
    }
    let createdBase =
      framework == .appKit && graph[node].kind == .window
      ? TypeName.framework("NSWindowController") : framework.viewControllerClass
    return TypedDestination(
      type: type, createdType: created, createdBase: createdBase, summary: summary)
  }

  private func customType(of node: NodeID) -> TypeName? {
    graph[node].classReference.flatMap(namer.type(of:))
  }
}
