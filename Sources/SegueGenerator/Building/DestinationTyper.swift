import StoryboardKit

/// Finds the class a segue's destination has, through storyboard references (across the run's
/// storyboards) and the navigation or window controller around the controller code means.
/// It reads the graph's numbered targets, where every reference is already followed.
struct DestinationTyper {
  /// Reads custom classes with the run's module rules, and holds the graph (read through it
  /// in place: a computed `graph` would hand out a copy on every use).
  let types: SegueModelBuilder

  /// The type of `target`, where a segue of the document numbered `document` leads, in code
  /// written against `framework`; an unwind segue's destination is only known at run time.
  func destination(
    of target: StoryboardGraph.Target, isUnwind: Bool, inDocument document: Int,
    framework: UIFramework
  ) -> TypedDestination {
    let base = framework.viewControllerClass
    if isUnwind {
      return TypedDestination(
        type: base, createdType: base,
        summary: "the controller that answers the unwind action, found at run time")
    }
    switch target {
    case .node(let node):
      return typed(node, fromDocument: document, framework: framework)
    case .exit:
      return TypedDestination(type: base, createdType: base, summary: "an exit placeholder")
    case .external(let placeholder):
      let name = SwiftStringLiteral.quoted(types.graph.reference(placeholder)?.storyboardName ?? "")
      return TypedDestination(
        type: base, createdType: base,
        summary: "a scene of storyboard \(name), which is not among the inputs")
    case .unresolved(let placeholder):
      let storyboard = types.graph.reference(placeholder)?.storyboardName
      let name = SwiftStringLiteral.quoted(storyboard ?? types.graph.documentNames[document])
      return TypedDestination(
        type: base, createdType: base,
        summary: "a reference into storyboard \(name) that names no scene there")
    case .missing:
      return TypedDestination(
        type: base, createdType: base, summary: "an element the storyboard does not have")
    }
  }

  private func typed(_ node: Int, fromDocument document: Int, framework: UIFramework)
    -> TypedDestination
  {
    let created = customType(of: node) ?? framework.baseClass(of: types.graph.nodes[node].kind)
    var type = created
    var summary = "`" + created.name + "`"
    let content = contentNode(of: node, framework: framework)
    if content != node, let contentType = customType(of: content) {
      type = contentType
      summary = "`" + contentType.name + "`, the content of `" + created.name + "`"
    }
    let other = types.graph.nodes[node].document
    if other != document, types.graph.documents[other].path != types.graph.documents[document].path
    {
      summary +=
        " in " + SwiftStringLiteral.commentSafe(types.graph.documentNames[other]) + ".storyboard"
    }
    return TypedDestination(type: type, createdType: created, summary: summary)
  }

  /// The custom class of a node's controller, read in place rather than copying the controller.
  private func customType(of node: Int) -> TypeName? {
    let place = types.graph.nodes[node]
    let scenes = types.graph.documents[place.document].scenes
    guard let name = scenes[place.scene].controller?.customClass, !name.isEmpty else {
      return nil
    }
    return types.customType(
      name: name, module: scenes[place.scene].controller?.customModule,
      provider: scenes[place.scene].controller?.customModuleProvider)
  }

  /// The controller code means when a segue leads to `node`: the root of a navigation
  /// controller, through nested ones (UIKit), or the content of a window controller (AppKit,
  /// one level); `node` itself for any other controller.
  private func contentNode(of node: Int, framework: UIFramework) -> Int {
    switch framework {
    case .uiKit: types.graph.contentNode(of: node)
    case .appKit: types.graph.windowContents[node] ?? node
    }
  }
}
