import StoryboardKit

/// A custom class a storyboard names: a controller's, a view's, a cell's, an object's or a
/// segue's, where it is named and what UIKit or AppKit makes instead when it is missing.
struct CustomClassUse: Sendable {
  var reference: ClassReference
  /// "controller", "segue", or the element's name, such as `tableViewCell`.
  var element: String
  /// The framework class used when the custom class is not found.
  var fallback: String
  var path: String
  var location: TextLocation
}

extension LintContext {
  /// Every custom class the documents name: controllers (references aside), then the views
  /// and objects of each document, then segues.
  func customClassUses() -> [CustomClassUse] {
    var uses: [CustomClassUse] = []
    for node in graph.nodes where graph[node].reference == nil {
      let controller = graph[node]
      guard let reference = controller.classReference else { continue }
      let fallback = FrameworkClass.messageName(
        of: controller, on: graph[graph.document(of: node)].platform)
      uses.append(
        CustomClassUse(
          reference: reference, element: "controller", fallback: fallback, path: path(of: node),
          location: controller.location))
    }
    for document in documents {
      for object in document.scenes.flatMap(\.customObjects) {
        guard let reference = object.classReference else { continue }
        uses.append(
          CustomClassUse(
            reference: reference, element: object.element,
            fallback: CustomClassNotFoundRule.frameworkClass(
              of: object.element, on: document.platform),
            path: document.path, location: object.location))
      }
    }
    for edge in graph.edges {
      let segue = graph[edge]
      guard let reference = segue.classReference else { continue }
      uses.append(
        CustomClassUse(
          reference: reference, element: "segue",
          fallback: isUIKit(edge) ? "UIStoryboardSegue" : "NSStoryboardSegue",
          path: path(of: edge), location: segue.location))
    }
    return uses
  }
}
