import SourceIndex
import StoryboardKit

/// Where the static readings take a controller to start from, when no explored path shows how
/// the app reaches it: the window's root, or code that may open it in a container the
/// storyboards do not show.
struct StaticEntryPoints: Sendable {
  /// The initial controllers of the launch storyboards: the window's roots, with nothing
  /// below them.
  private(set) var launchRoots: Set<NodeID> = []
  /// The controllers code may instantiate and present, push or embed anywhere: every one with
  /// a storyboard identifier, and the initial controller of a storyboard that is not launched,
  /// unless a storyboard reference among the inputs leads to it and no code opens it (a
  /// literal storyboard name, a generated accessor, or a name the code computes).
  private(set) var codeRoots: Set<NodeID> = []

  init(graph: StoryboardGraph, launches: Set<DocumentID>, sources: SourceIndex?) {
    for node in graph.nodes
    where graph[node].reference == nil && graph[node].storyboardIdentifier?.isEmpty == false {
      codeRoots.insert(node)
    }
    let referenced = Set(
      graph.nodes.filter { graph[$0].reference != nil }.compactMap { graph.resolve($0).node })
    for document in graph.documents {
      guard let initial = graph.initialNode(of: document),
        let node = graph.resolve(initial).node
      else { continue }
      if launches.contains(document) {
        launchRoots.insert(node)
      } else if !referenced.contains(node)
        || Self.codeOpensInitial(of: graph[document].name, sources: sources)
      {
        codeRoots.insert(node)
      }
    }
  }

  /// Whether the sources may instantiate the initial controller of the storyboard `name`.
  private static func codeOpensInitial(of name: String, sources: SourceIndex?) -> Bool {
    sources?.codeOpenings.contains { opening in
      switch opening.kind {
      case .initialController(let storyboard?): storyboard == name
      case .generatedScene(let storyboard, let member):
        member == "initialScene" && CodeOpening.matches(name, generated: storyboard)
      case .initialController(nil), .nonLiteralStoryboard, .nonLiteralScene: true
      }
    } ?? false
  }
}
