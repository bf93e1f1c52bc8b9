import StoryboardKit

/// The controller inside each navigation controller (UIKit) or window controller (AppKit) of a
/// run, found once through an index of relationship segues, so that looking it up does not
/// scan a document's segues for every segue that leads to a container.
struct ContainerContentIndex {
  private let catalog: StoryboardCatalog
  /// Relationship name → destination id, per container.
  private let relationships: [ControllerReference: [String: String]]

  init(catalog: StoryboardCatalog) {
    self.catalog = catalog
    var relationships: [ControllerReference: [String: String]] = [:]
    for document in catalog.documents {
      for scene in document.scenes {
        guard let container = scene.controller, container.kind.isContainer else { continue }
        let reference = ControllerReference(path: document.path, controllerID: container.id)
        for segue in scene.segues where segue.kind == .relationship {
          guard let name = segue.relationship, let destination = segue.destination else { continue }
          if relationships[reference]?[name] == nil {
            relationships[reference, default: [:]][name] = destination
          }
        }
      }
    }
    self.relationships = relationships
  }

  /// The controller code means when a segue leads to `reference`: the root of a navigation
  /// controller (through nested ones) or the content of a window controller, following
  /// storyboard references; nil when `reference` is not such a container or has none.
  func content(of reference: ControllerReference, framework: UIFramework) -> ControllerReference? {
    let container = framework.contentRelationship
    var current = reference
    var visited: Set<ControllerReference> = []
    while catalog.controller(current)?.kind == container.kind, visited.insert(current).inserted {
      guard let id = relationships[current]?[container.relationship],
        let next = catalog.resolve(ControllerReference(path: current.path, controllerID: id))
          .controller
      else { break }
      current = next
      // A window controller has one level of content; navigation controllers may nest.
      if framework == .appKit { break }
    }
    return current == reference ? nil : current
  }
}
