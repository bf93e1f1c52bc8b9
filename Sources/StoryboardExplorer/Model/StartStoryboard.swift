import DeterministicOutput
import ProjectModel
import StoryboardKit

/// The storyboard an app launches into, and its initial scene, as ``LaunchStoryboard``'s rule
/// chooses it; or a scene code opens, which the explorer starts from as if it were launched.
package struct StartStoryboard: Sendable, Hashable {
  package var name: String
  package var scene: Int

  /// The launch ``LaunchStoryboard`` chooses, `requested` first; nil when it chooses none.
  package static func choose(model: SimulatorModel, requested: String?, launchNames: [String])
    throws(SimulatorError) -> StartStoryboard?
  {
    let graph = model.graph
    switch LaunchStoryboard.choose(in: graph, requested: requested, launchNames: launchNames) {
    case .chosen(let document, _): return try StartStoryboard(model: model, document: document)
    case .none: return nil
    case .notFound(let name):
      let names = Set(graph.documents.map { graph[$0].name })
      throw .startNotFound(name, among: names.sortedByBytes())
    case .ambiguous(let name, let paths): throw .ambiguousStart(name: name, paths: paths)
    }
  }

  /// The names of the storyboards with an initial controller, launch screens aside: what an
  /// error offers.
  package static func candidates(in graph: StoryboardGraph) -> [String] {
    graph.documents.filter { graph.initialNode(of: $0) != nil && !graph[$0].isLaunchScreen }
      .map { graph[$0].name }.sortedByBytes()
  }

  /// A start at a scene, named `name`.
  package init(name: String, scene: Int) {
    self.name = name
    self.scene = scene
  }

  /// The start at `document`'s initial controller.
  package init(model: SimulatorModel, document: DocumentID) throws(SimulatorError) {
    let graph = model.graph
    name = graph[document].name
    let place = StoryboardLocation(path: graph[document].path, location: graph[document].location)
    guard graph[document].platform != .watchOS else {
      throw .unsupportedPlatform(storyboard: name, at: place)
    }
    guard let initial = graph.initialNode(of: document), let node = graph.resolve(initial).node,
      let scene = model.scene(of: node)
    else {
      throw .noInitialController(storyboard: name, at: place)
    }
    self.scene = scene
  }
}
