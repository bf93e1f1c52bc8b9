import StoryboardKit

/// The storyboard an app launches into, and its initial scene: the one the caller names, else
/// the one named `Main`, else the only one with an initial view controller.
struct StartStoryboard: Sendable, Hashable {
  var name: String
  var scene: Int

  init(model: SimulatorModel, named requested: String?) throws(SimulatorError) {
    let graph = model.graph
    let document: DocumentID
    if let requested {
      guard let found = graph.documents.first(where: { graph[$0].name == requested }) else {
        let names = graph.documents.map { graph[$0].name }
        throw .startNotFound(requested, among: Array(Set(names)).sorted(by: ByteOrder.precedes))
      }
      document = found
    } else if let main = graph.documents.first(where: { graph[$0].name == "Main" }) {
      document = main
    } else {
      let candidates = graph.documents.filter { graph.initialNode(of: $0) != nil }
      guard candidates.count == 1, let only = candidates.first else {
        throw .noStartStoryboard(
          candidates: candidates.map { graph[$0].name }.sorted(by: ByteOrder.precedes))
      }
      document = only
    }
    try self.init(model: model, document: document)
  }

  /// The start at `document`'s initial controller.
  init(model: SimulatorModel, document: DocumentID) throws(SimulatorError) {
    let graph = model.graph
    name = graph[document].name
    guard let initial = graph.initialNode(of: document), let node = graph.resolve(initial).node,
      let scene = model.scene(of: node)
    else {
      throw .noInitialController(
        storyboard: name,
        at: StoryboardLocation(path: graph[document].path, location: graph[document].location))
    }
    self.scene = scene
  }
}
