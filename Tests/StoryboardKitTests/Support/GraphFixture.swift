import StoryboardKit

/// Builders for documents written by hand, and the lookups the graph tests name things by.
enum GraphFixture {
  static let here = TextLocation(line: 1, column: 1)

  static func segue(
    _ id: String, _ kind: SegueKind, from source: String?, to destination: String?,
    relationship: String? = nil
  ) -> Segue {
    Segue(
      id: id, kind: kind, destination: destination, relationship: relationship,
      sourceControllerID: source, trigger: SegueTrigger(element: "button", id: nil, location: here),
      location: here)
  }

  static func controller(
    _ element: String, _ id: String, identifier: String? = nil,
    reference: StoryboardReference? = nil
  ) -> Controller {
    Controller(
      element: element, id: id, storyboardIdentifier: identifier, reference: reference,
      location: here)
  }

  static func scene(_ controller: Controller?, _ segues: [Segue] = [], exits: [String] = [])
    -> Scene
  {
    Scene(
      id: "s-\(controller?.id ?? "none")", controller: controller,
      exits: exits.map { ExitPlaceholder(id: $0, location: here) }, segues: segues, location: here)
  }

  static func document(
    _ path: String, runtime: String? = "iOS.CocoaTouch", initial: String? = nil,
    _ scenes: [Scene]
  ) -> StoryboardDocument {
    StoryboardDocument(
      path: path, targetRuntime: runtime, initialControllerID: initial, scenes: scenes,
      location: here)
  }
}

extension StoryboardGraph {
  /// The first node whose controller has the XML id `id` in the document at `index`.
  func node(_ id: String, inDocument index: Int = 0) -> NodeID? {
    nodes(in: documents[index]).first { self[$0].id == id }
  }

  /// The first edge whose segue has the XML id `id`.
  func edge(_ id: String) -> EdgeID? {
    edges.first { self[$0].id == id }
  }

  /// The XML ids of the segues of `edges`.
  func ids(_ edges: [EdgeID]) -> [String] {
    edges.map { self[$0].id ?? "?" }
  }

  /// A destination in words: `path#id` for a scene, the reference and its placeholder's id
  /// otherwise.
  func describe(_ destination: SegueDestination) -> String {
    switch destination {
    case .scene(let node): "\(self[document(of: node)].path)#\(self[node].id)"
    case .exit(let exit): "exit \(exit.id)"
    case .external(let reference, let placeholder):
      "external \(reference.storyboardName ?? "-")/\(reference.referencedIdentifier ?? "-") "
        + "at \(self[placeholder].id)"
    case .unresolved(let reference, let placeholder):
      "unresolved \(reference.storyboardName ?? "-")/\(reference.referencedIdentifier ?? "-") "
        + "at \(self[placeholder].id)"
    case .missing: "missing"
    }
  }

  /// Where the segue with the XML id `id` leads, in words; nil when no segue has that id.
  func destination(ofSegue id: String) -> String? {
    edge(id).map { describe(destination(of: $0)) }
  }
}
