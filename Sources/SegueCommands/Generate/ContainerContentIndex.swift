import StoryboardKit

/// The controller inside each navigation controller (UIKit) or window controller (AppKit) of a
/// run, found through an index of relationship segues. A document is indexed the first time a
/// segue leads to a container in it, so that looking up content neither scans a document's
/// segues for every segue nor indexes documents no segue needs. Used by one thread at a time.
final class ContainerContentIndex {
  private let catalog: StoryboardCatalog
  /// Per document path: relationship name → destination id, per container id.
  private var relationships: [String: [String: [String: String]]] = [:]

  init(catalog: StoryboardCatalog) {
    self.catalog = catalog
  }

  /// The controller code means when a segue leads to `reference`: the root of a navigation
  /// controller (through nested ones) or the content of a window controller, following
  /// storyboard references; nil when `reference` is not such a container or has none.
  func content(of reference: ControllerReference, framework: UIFramework) -> ControllerReference? {
    let container = framework.contentRelationship
    var current = reference
    var visited: Set<ControllerReference> = []
    while catalog.controller(current)?.kind == container.kind, visited.insert(current).inserted {
      guard let id = relationships(in: current.path)[current.controllerID]?[container.relationship],
        let next = catalog.resolve(ControllerReference(path: current.path, controllerID: id))
          .controller
      else { break }
      current = next
      // A window controller has one level of content; navigation controllers may nest.
      if framework == .appKit { break }
    }
    return current == reference ? nil : current
  }

  private func relationships(in path: String) -> [String: [String: String]] {
    if let indexed = relationships[path] { return indexed }
    var index: [String: [String: String]] = [:]
    // Scenes and segues are read in place: copying each whole to read a few fields cost more
    // than the rest of the indexing.
    let scenes = catalog.document(atPath: path)?.scenes ?? []
    for sceneIndex in scenes.indices {
      guard scenes[sceneIndex].controller?.kind.isContainer == true,
        let containerID = scenes[sceneIndex].controller?.id
      else { continue }
      let segues = scenes[sceneIndex].segues
      for segueIndex in segues.indices where segues[segueIndex].kind == .relationship {
        guard let name = segues[segueIndex].relationship,
          let destination = segues[segueIndex].destination,
          index[containerID]?[name] == nil
        else { continue }
        index[containerID, default: [:]][name] = destination
      }
    }
    relationships[path] = index
    return index
  }
}
