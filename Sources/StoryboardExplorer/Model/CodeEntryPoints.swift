import SourceIndex
import StoryboardKit

/// The scenes a menu item of the macOS application scene opens by a segue, and the scenes the
/// sources open, each with how: from the literal storyboard names and scene
/// identifiers the ``SourceIndex`` found, the initial controllers it saw instantiated, and the
/// generated `StoryboardScene` accessors; and, when the code names a scene by something other
/// than a literal, every scene with a storyboard identifier, assumed, and when it so names a
/// storyboard, every initial controller too. Files that declare `StoryboardScene` (SwiftGen's or `segue
/// generate`'s output) name every scene by design and are not read.
package struct CodeEntryPoints: Sendable {
  /// The scenes, code-named first, then the assumed ones, each once, in source then
  /// storyboard order.
  package private(set) var entries: [(scene: Int, origin: SceneOrigin)] = []
  private var seen: Set<Int> = []

  package init(model: SimulatorModel, sources: SourceIndex?) {
    let graph = model.graph
    // The macOS menu bar's segues open their scenes whatever the code does.
    for node in graph.nodes where graph[node].kind == .application {
      for edge in graph.segues(from: node) {
        guard let destination = graph.destination(of: edge).node else { continue }
        let place = Self.place(graph[graph.document(of: edge)].path, graph[edge].location)
        add(destination, .menu(place: place), model)
      }
    }
    guard let sources else { return }
    let skipped = sources.generatedFiles.union(sources.swiftTypes["StoryboardScene"] ?? [])
    var byIdentifier: [String: [NodeID]] = [:]
    for node in graph.nodes where graph[node].reference == nil {
      guard let identifier = graph[node].storyboardIdentifier, !identifier.isEmpty else { continue }
      byIdentifier[identifier, default: []].append(node)
    }
    for use in sources.literalUses where use.kind == .sceneIdentifier {
      guard !skipped.contains(use.path) else { continue }
      for node in byIdentifier[use.value] ?? [] {
        add(node, .code(place: Self.place(use.path, use.location)), model)
      }
    }
    var assumedBecause: String?
    // Only a computed storyboard or an initial controller of an unknown storyboard may open an
    // initial controller that has no identifier; a computed identifier opens a scene with one.
    var initialsAssumedBecause: String?
    for opening in sources.codeOpenings where !skipped.contains(opening.path) {
      let origin = SceneOrigin.code(place: Self.place(opening.path, opening.location))
      switch opening.kind {
      case .initialController(let storyboard?):
        for document in graph.documents where graph[document].name == storyboard {
          addInitial(of: document, origin, model)
        }
      case .generatedScene(let storyboard, let member):
        for document in graph.documents
        where CodeOpening.matches(graph[document].name, generated: storyboard) {
          if member == "initialScene" {
            addInitial(of: document, origin, model)
          }
          for node in graph.nodes(in: document)
          where CodeOpening.matches(graph[node].storyboardIdentifier ?? "", generated: member) {
            add(node, origin, model)
          }
        }
      case .initialController(nil), .nonLiteralStoryboard:
        let place = Self.place(opening.path, opening.location)
        if initialsAssumedBecause == nil { initialsAssumedBecause = place }
        if assumedBecause == nil { assumedBecause = place }
      case .nonLiteralScene:
        if assumedBecause == nil { assumedBecause = Self.place(opening.path, opening.location) }
      }
    }
    if let initialsAssumedBecause {
      let assumed = SceneOrigin.assumedFromCode(place: initialsAssumedBecause)
      for document in graph.documents { addInitial(of: document, assumed, model) }
    }
    guard let assumedBecause else { return }
    let assumed = SceneOrigin.assumedFromCode(place: assumedBecause)
    for nodes in byIdentifier.values.sorted(by: { $0[0] < $1[0] }) {
      for node in nodes { add(node, assumed, model) }
    }
  }

  private mutating func addInitial(
    of document: DocumentID, _ origin: SceneOrigin, _ model: SimulatorModel
  ) {
    guard let initial = model.graph.initialNode(of: document),
      let node = model.graph.resolve(initial).node
    else { return }
    add(node, origin, model)
  }

  private mutating func add(_ node: NodeID, _ origin: SceneOrigin, _ model: SimulatorModel) {
    // WatchKit's navigation is not modelled: its scenes are no place to start from.
    guard model.graph[node].kind != .application,
      model.graph[model.graph.document(of: node)].platform != .watchOS,
      let scene = model.scene(of: node),
      seen.insert(scene).inserted
    else { return }
    entries.append((scene, origin))
  }

  private static func place(_ path: String, _ location: TextLocation) -> String {
    "\(path):\(location.line)"
  }
}
