import NavigationCore
import SourceIndex
import StoryboardKit

/// The storyboards as the simulator uses them: one ``SceneBlueprint`` per scene, numbered
/// densely, with containers, embeds, segues and unwind actions resolved once.
package struct SimulatorModel: Sendable {
  package let graph: StoryboardGraph
  /// Every scene's blueprint; storyboard reference placeholders have none (they are followed).
  package private(set) var scenes: [SceneBlueprint] = []
  /// The names of the stand-ins for what cannot be instantiated.
  package private(set) var placeholders: [String] = []
  /// Whether unwind actions were assumed rather than read from sources: then every scene with
  /// a custom class implements every unwind action of the storyboards.
  package let unwindActionsAssumed: Bool
  /// The modules the scenes' custom classes are declared in, as the storyboards name them.
  package private(set) var modules: Set<String> = []
  private var sceneByNode: [NodeID: Int] = [:]
  private var placeholderByName: [String: Int] = [:]

  package init(
    graph: StoryboardGraph, sources: SourceIndex?, customSegues: [String: HeadlessSegueKind]
  ) {
    self.graph = graph
    unwindActionsAssumed = sources == nil
    for node in graph.nodes where graph[node].kind != .reference {
      sceneByNode[node] = sceneByNode.count
    }
    let actions = Set(graph.edges.compactMap { graph[$0].details.unwindAction })
    for node in graph.nodes where sceneByNode[node] != nil {
      scenes.append(
        blueprint(of: node, actions: actions, sources: sources, customSegues: customSegues))
    }
    modules = Set(scenes.compactMap(\.module))
  }

  /// The scene index of a node that is not a storyboard reference placeholder.
  package func scene(of node: NodeID) -> Int? {
    sceneByNode[node]
  }

  /// Where a node's controller is written.
  package func place(of node: NodeID) -> StoryboardLocation {
    StoryboardLocation(path: graph[graph.document(of: node)].path, location: graph[node].location)
  }

  private mutating func blueprint(
    of node: NodeID, actions: Set<String>, sources: SourceIndex?,
    customSegues: [String: HeadlessSegueKind]
  ) -> SceneBlueprint {
    let controller = graph[node]
    let platform = graph[graph.document(of: node)].platform
    let custom = controller.classReference?.name
    // Without a custom class, the framework class; the element when it has none (watchOS
    // notification controllers).
    let name =
      custom ?? FrameworkClass(element: controller.element, platform: platform)?.name
      ?? controller.element
    var segues: [SegueBlueprint] = []
    var embeds: [SceneTarget] = []
    for edge in graph.segues(from: node) {
      let segue = graph[edge]
      let destination = graph.destination(of: edge)
      if segue.kind == .embed {
        embeds.append(target(destination))
        continue
      }
      guard
        let action = SegueBlueprint.Action(
          segue: segue, destination: destination, scene: { sceneByNode[$0] },
          customSegues: customSegues, platform: platform)
      else { continue }
      segues.append(
        SegueBlueprint(
          edge: edge, identifier: segue.usableIdentifier, id: segue.id, kind: segue.kind,
          action: action,
          place: StoryboardLocation(
            path: graph[graph.document(of: edge)].path, location: segue.location)))
    }
    let role = role(of: node)
    if !role.holdsEmbeddedChildren { embeds = [] }
    return SceneBlueprint(
      node: node, name: name, customClass: custom, module: controller.classReference?.module,
      platform: platform, role: role, embeds: embeds, segues: segues,
      unwindActions: Self.unwindActions(
        of: custom, framework: name, on: platform, among: actions, sources: sources),
      place: place(of: node))
  }

  /// The container role of a node, from its kind and its relationship segues.
  private mutating func role(of node: NodeID) -> SceneBlueprint.Role {
    let relationships = graph.relationships(of: node)
    func related(_ names: Set<String>) -> [SceneTarget] {
      relationships.filter { names.contains(graph[$0].relationship ?? "") }
        .map { target(graph.destination(of: $0)) }
    }
    switch graph[node].kind {
    case .navigation:
      return .navigation(root: related(["rootViewController"]).first ?? placeholder("(empty)"))
    case .tabBar, .tab:
      return .tabs(related(["viewControllers", "tabItems"]))
    case .split:
      return splitRole(of: node, relationships: relationships)
    case .window:
      return .window(content: related(["window.shadowedContentViewController"]).first)
    default:
      return .plain
    }
  }

  /// A split view's layout and columns: AppKit's split items, all of them; UIKit's primary,
  /// supplementary, secondary and compact columns, a column-style split view's missing ones
  /// standing in empty, so that each column keeps its place.
  private mutating func splitRole(of node: NodeID, relationships: [EdgeID])
    -> SceneBlueprint.Role
  {
    func related(_ name: String) -> [SceneTarget] {
      relationships.filter { graph[$0].relationship == name }
        .map { target(graph.destination(of: $0)) }
    }
    let items = related("splitItems")
    if graph[graph.document(of: node)].platform.isAppKit || !items.isEmpty {
      let columns = items.isEmpty ? [placeholder("(empty)")] : items
      return .split(layout: SplitLayout(style: .items), columns: columns)
    }
    let primary = related("masterViewController").first ?? placeholder("(empty)")
    let supplementary = related("supplementaryViewController").first
    let secondary = related("detailViewController").first
    let compact = related("compactViewController").first
    // The style Interface Builder wrote, else what the columns imply: a supplementary column
    // makes a triple-column split view, a compact column a double-column one.
    let style: SplitLayout.Style =
      switch graph[node].splitStyle {
      case "tripleColumn": .tripleColumn
      case "doubleColumn": .doubleColumn
      default: supplementary != nil ? .tripleColumn : compact != nil ? .doubleColumn : .classic
      }
    let layout = SplitLayout(style: style, hasCompactColumn: compact != nil)
    switch style {
    case .classic, .items:
      return .split(layout: layout, columns: [primary] + (secondary.map { [$0] } ?? []))
    case .doubleColumn, .tripleColumn:
      let empty = placeholder("(empty)")
      let middle = style == .tripleColumn ? [supplementary ?? empty] : []
      let columns = [primary] + middle + [secondary ?? empty] + (compact.map { [$0] } ?? [])
      return .split(layout: layout, columns: columns)
    }
  }

  /// The target a relationship or embed segue leads to: its scene, or a named stand-in.
  private mutating func target(_ destination: SegueDestination) -> SceneTarget {
    switch destination {
    case .scene(let node):
      if let scene = sceneByNode[node] { return .scene(scene) }
      return placeholder("(missing)")
    case .external(let reference, _):
      let name = reference.storyboardName ?? "?"
      let identifier = reference.referencedIdentifier.map { " " + $0 } ?? ""
      return placeholder("(external \(name)\(identifier))")
    case .unresolved(let reference, _):
      return placeholder("(unresolved \(reference.storyboardName ?? "?"))")
    case .exit, .missing:
      return placeholder("(missing)")
    }
  }

  private mutating func placeholder(_ name: String) -> SceneTarget {
    if let index = placeholderByName[name] { return .placeholder(index) }
    placeholderByName[name] = placeholders.count
    placeholders.append(name)
    return .placeholder(placeholders.count - 1)
  }
}
