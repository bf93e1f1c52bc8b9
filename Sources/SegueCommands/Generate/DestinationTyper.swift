import StoryboardKit

/// Finds the class a segue's destination has, through storyboard references (across the run's
/// storyboards) and the navigation or window controller around the controller code means.
struct DestinationTyper {
  let catalog: StoryboardCatalog
  let framework: UIFramework
  /// Reads custom classes with the run's module rules.
  let types: SegueModelBuilder
  let contents: ContainerContentIndex

  func destination(of segue: Segue, in document: StoryboardDocument) -> TypedDestination {
    let base = framework.viewControllerClass
    if segue.kind == .unwind {
      return TypedDestination(
        type: base, createdType: base,
        summary: "the controller that answers the unwind action, found at run time")
    }
    switch catalog.destination(of: segue, in: document) {
    case .controller(let reference):
      return typed(reference, from: document)
    case .exit:
      return TypedDestination(type: base, createdType: base, summary: "an exit placeholder")
    case .external(let target):
      let name = SwiftStringLiteral.quoted(target.storyboardName ?? "")
      return TypedDestination(
        type: base, createdType: base,
        summary: "a scene of storyboard \(name), which is not among the inputs")
    case .unresolved(let target):
      let name = SwiftStringLiteral.quoted(target.storyboardName ?? document.name)
      return TypedDestination(
        type: base, createdType: base,
        summary: "a reference into storyboard \(name) that names no scene there")
    case .missing:
      return TypedDestination(
        type: base, createdType: base, summary: "an element the storyboard does not have")
    }
  }

  private func typed(_ reference: ControllerReference, from document: StoryboardDocument)
    -> TypedDestination
  {
    guard let controller = catalog.controller(reference) else {
      let base = framework.viewControllerClass
      return TypedDestination(type: base, createdType: base, summary: "a missing controller")
    }
    let created = types.customType(of: controller) ?? framework.baseClass(of: controller.kind)
    var type = created
    var summary = "`\(created.name)`"
    if let content = contents.content(of: reference, framework: framework),
      let contentController = catalog.controller(content),
      let contentType = types.customType(of: contentController)
    {
      type = contentType
      summary = "`\(contentType.name)`, the content of `\(created.name)`"
    }
    if reference.path != document.path, let other = catalog.document(atPath: reference.path) {
      summary += " in " + SwiftStringLiteral.commentSafe(other.name) + ".storyboard"
    }
    return TypedDestination(type: type, createdType: created, summary: summary)
  }
}
