import StoryboardKit

extension LintContext {
  /// The custom class of the controller a segue starts from, innermost name only (the
  /// sources record classes by their own name); nil when it has none.
  func sourceClass(of edge: EdgeID) -> String? {
    graph.source(of: edge).flatMap { graph[$0].classReference }.map(Self.innermostName)
  }

  /// The class Interface Builder instantiates for a segue's destination: its custom class
  /// (`isCustom`), else its UIKit or AppKit class; no name when the destination is not a
  /// scene among the documents.
  func createdClass(of edge: EdgeID) -> (name: String?, isCustom: Bool) {
    guard case .scene(let node) = graph.destination(of: edge) else { return (nil, false) }
    let controller = graph[node]
    if let reference = controller.classReference { return (Self.innermostName(reference), true) }
    let platform = graph[graph.document(of: node)].platform
    return (FrameworkClass.messageName(of: controller, on: platform), false)
  }

  /// `Outer.Inner` gives `Inner`.
  static func innermostName(_ reference: ClassReference) -> String {
    reference.name.split(separator: ".").last.map(String.init) ?? reference.name
  }
}
