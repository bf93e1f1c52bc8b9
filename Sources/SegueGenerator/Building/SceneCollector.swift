import DeterministicOutput
import StoryboardKit

/// Reads the scenes code can instantiate from a run's storyboards: each storyboard's initial
/// scene (through a storyboard reference when its entry point is one) and its scenes with a
/// storyboard identifier, typed as their controllers, with the names `StoryboardScene` gives
/// them.
struct SceneCollector: Sendable {
  let graph: StoryboardGraph
  let namer: ClassNamer

  func collect() -> (storyboards: [GeneratedStoryboard], warnings: [Diagnostic]) {
    var storyboards: [GeneratedStoryboard] = []
    var warnings: [Diagnostic] = []
    for framework in UIFramework.allCases {
      var found: [GeneratedStoryboard] = []
      for document in documents(of: framework) {
        let read = storyboard(document, framework: framework)
        warnings += read.warnings
        if read.storyboard.initialScene != nil || !read.storyboard.scenes.isEmpty {
          found.append(read.storyboard)
        }
      }
      storyboards += named(found)
    }
    return (storyboards, warnings)
  }

  /// One document per storyboard name of `framework`: the first by path, as a bundle holds
  /// one compiled storyboard per name (its localizations, in `*.lproj` folders, are one). Two
  /// of one name in different folders are a ``StoryboardNameClash``, which the command
  /// reports instead of writing the file.
  private func documents(of framework: UIFramework) -> [DocumentID] {
    let sorted = ByteOrder.sorted(graph.documents) { graph[$0].path }
    var names: Set<String> = []
    return sorted.filter { document in
      UIFramework(platform: graph[document].platform) == framework
        && names.insert(graph[document].name).inserted
    }
  }

  /// The scenes of `document`, named but not yet given their enum's name; and a warning at
  /// each scene whose storyboard identifier another scene of the document shares.
  private func storyboard(_ document: DocumentID, framework: UIFramework)
    -> (storyboard: GeneratedStoryboard, warnings: [Diagnostic])
  {
    let typer = SceneTyper(graph: graph, namer: namer, framework: framework)
    // Identifiers are compared by their characters, as UIKit does.
    var byIdentifier: [[UInt8]: [(identifier: String, node: NodeID)]] = [:]
    for node in graph.nodes(in: document) where graph[node].reference == nil {
      guard let identifier = graph[node].storyboardIdentifier, !identifier.isEmpty else {
        continue
      }
      byIdentifier[Array(identifier.utf8), default: []].append((identifier, node))
    }
    var warnings: [Diagnostic] = []
    var unique: [[UInt8]: NodeID] = [:]
    for (key, scenes) in byIdentifier {
      // Scenes of one class that share an identifier instantiate as the same type, whichever
      // UIKit picks: the accessor is kept, as SwiftGen keeps it.
      let sameType =
        scenes.allSatisfy { typer.isScene($0.node) }
        && Set(scenes.map { typer.type(of: $0.node).type }).count == 1
      if scenes.count > 1, !sameType {
        warnings += duplicateWarnings(scenes[0].identifier, scenes.map(\.node), in: document)
      } else if typer.isScene(scenes[0].node) {
        unique[key] = scenes.map(\.node).min { graph[$0].location < graph[$1].location }
      }
    }
    let identifiers = unique.keys.map { String(decoding: $0, as: UTF8.self) }
    var scenes: [GeneratedScene] = []
    for (identifier, name) in SceneNameSanitizer.propertyNames(for: identifiers) {
      guard let node = unique[Array(identifier.utf8)] else { continue }
      let typed = typer.type(of: node)
      warnings += typed.warning.map { [$0] } ?? []
      scenes.append(
        GeneratedScene(
          identifier: identifier, propertyName: name, type: typed.type,
          importedType: typed.importedType, isWindowController: typed.isWindowController,
          summary: typed.summary))
    }
    scenes = ByteOrder.sorted(scenes, by: \.propertyName)
    let initial = graph.initialNode(of: document).map { node in
      let typed = typer.initialType(of: node, in: document)
      warnings += typed.warning.map { [$0] } ?? []
      return GeneratedScene(
        identifier: nil, propertyName: "initialScene", type: typed.type,
        importedType: typed.importedType, isWindowController: typed.isWindowController,
        summary: typed.summary)
    }
    let storyboard = GeneratedStoryboard(
      framework: framework, name: graph[document].name, enumName: "", initialScene: initial,
      scenes: scenes)
    return (storyboard, warnings)
  }

  /// A warning at each of `nodes`, which share the storyboard identifier `identifier`.
  private func duplicateWarnings(_ identifier: String, _ nodes: [NodeID], in document: DocumentID)
    -> [Diagnostic]
  {
    let path = graph[document].path
    return nodes.map { node in
      let others = nodes.filter { $0 != node }.map {
        "\(scene($0)) (line \(graph[$0].location.line))"
      }
      return Diagnostic(
        path: path, location: graph[node].location, severity: .warning,
        message: "The storyboard identifier \(literal: identifier) of \(scene(node)) is also "
          + "that of \(others.joined(separator: " and ")), a scene of another class; "
          + "instantiating it returns only one of them, so no StoryboardScene property is "
          + "generated for it.")
    }
  }

  /// A scene named by its controller's class, else by its element.
  private func scene(_ node: NodeID) -> String {
    let controller = graph[node]
    return controller.customClass.map { "'\(comment: $0)'" } ?? "the \(controller.element) scene"
  }

  /// `storyboards`, of one framework, with their enum names, sorted by them. An enum does not
  /// take the name of a class or module that a scene's type names: inside `StoryboardScene`,
  /// the enum would hide it.
  private func named(_ storyboards: [GeneratedStoryboard]) -> [GeneratedStoryboard] {
    var classNames: Set<String> = []
    for scene in storyboards.flatMap(\.allScenes) where !scene.type.isFramework {
      classNames.insert(scene.type.name)
      if let module = scene.type.module { classNames.insert(module) }
    }
    let byName = Dictionary(grouping: storyboards, by: \.name)
    var named: [GeneratedStoryboard] = []
    for (name, enumName) in SceneNameSanitizer.enumNames(
      for: storyboards.map(\.name), classNames: classNames)
    {
      for var storyboard in byName[name] ?? [] {
        storyboard.enumName = enumName
        named.append(storyboard)
      }
    }
    return ByteOrder.sorted(named, by: \.enumName)
  }
}
