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
  /// storyboard it is in when that is not `document`. A class Swift cannot see (`--sources`)
  /// is replaced by its framework class, and the summary says why.
  private func typed(_ node: NodeID, from document: DocumentID, framework: UIFramework)
    -> TypedDestination
  {
    let own = customType(of: node, framework: framework)
    let platform = graph[graph.document(of: node)].platform
    let created = own.type ?? framework.baseClass(of: graph[node], on: platform)
    var type = created
    var summary = "`\(created.name)`"
    var hidden = own.hidden.map { [$0] } ?? []
    var notes = own.hidden.map { [", as " + $0.class.note] } ?? []
    let content = graph.content(of: node)
    if content != node {
      let contained = customType(of: content, framework: framework)
      if let contentType = contained.type {
        type = contentType
        summary = "`\(contentType.name)`, the content of `\(created.name)`"
      }
      if let entry = contained.hidden {
        hidden.append(entry)
        notes.append(" (its content is not typed, as \(entry.class.note))")
      }
    }
    let other = graph.document(of: node)
    if other != document, graph[other].path != graph[document].path {
      summary += " in \(comment: graph[other].name).storyboard"
    }
    summary += notes.joined()
    let createdBase =
      framework == .appKit && graph[node].kind == .window
      ? TypeName.framework("NSWindowController") : framework.viewControllerClass
    var typed = TypedDestination(
      type: type, createdType: created, createdBase: createdBase, summary: summary)
    typed.warnings = hidden.compactMap { entry in
      entry.class.warning.map { warning in
        Diagnostic(
          path: graph[graph.document(of: entry.node)].path,
          location: graph[entry.node].location, severity: .warning, message: warning)
      }
    }
    return typed
  }

  /// The custom class of `node` as code names it; nil without one, when it is not a Swift
  /// identifier, or when Swift cannot see it (then with why).
  private func customType(of node: NodeID, framework: UIFramework)
    -> (type: TypeName?, hidden: (node: NodeID, class: HiddenClass)?)
  {
    guard let reference = graph[node].classReference else { return (nil, nil) }
    let path = graph[graph.document(of: node)].path
    let platform = graph[graph.document(of: node)].platform
    let fallback = framework.sceneClass(of: graph[node], on: platform).type
    if let hidden = namer.hidden(
      reference, of: "controller", fallback: fallback, inStoryboardAt: path)
    {
      return (nil, (node, hidden))
    }
    return (namer.type(of: reference, inStoryboardAt: path), nil)
  }
}
