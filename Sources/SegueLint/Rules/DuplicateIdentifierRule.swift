import StoryboardKit

/// Two segues from one source with one identifier; or one class whose scenes use one identifier
/// for segues to different kinds of destination.
struct DuplicateIdentifierRule: LintRule {
  let identifier = "duplicate-identifier"
  let name = "Duplicate segue identifier"
  let defaultSeverity = Severity.error
  let rationale = """
    Identifiers are unique per source controller only. Two segues from one controller with one \
    identifier cannot be told apart: `performSegue` performs one of them and `prepare(for:)` \
    cannot know which (an error). A class used by scenes in several storyboards (or several \
    scenes) whose segues share an identifier but lead to different kinds of controller makes \
    that class's `prepare(for:)` cast the destination wrongly in some of them (a warning).
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    sameSource(context) + sameClass(context)
  }

  private func sameSource(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    var findings: [Diagnostic] = []
    // Edges come scene by scene; a scene has few segues, so a list beats hashing.
    var scene = (document: -1, scene: -1)
    var seen: [(identifier: String, edge: Int)] = []
    for (index, edge) in context.edges.enumerated() where edge.hasIdentifier {
      if scene != (edge.document, edge.scene) {
        scene = (edge.document, edge.scene)
        seen.removeAll(keepingCapacity: true)
      }
      guard let identifier = graph.identifier(edge) else { continue }
      guard let earlier = seen.first(where: { $0.identifier == identifier }) else {
        seen.append((identifier, index))
        continue
      }
      let source = edge.source.map { context.name(of: graph.controller($0)) } ?? "this scene"
      let line = graph.segue(context.edges[earlier.edge]).location.line
      findings.append(
        finding(
          "Another segue from \(source) already has the identifier '\(identifier)' "
            + "(line \(line)); give each segue of a controller its own.",
          path: context.documents[edge.document].path, at: graph.segue(edge).location))
    }
    return findings
  }

  private struct ClassIdentifier: Hashable {
    var className: String
    var identifier: String
  }

  private func sameClass(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    // Only a class that several scenes use can disagree with itself.
    var scenesOfClass: [String: Int] = [:]
    for node in graph.nodes.indices {
      if let className = graph.customClass(node) { scenesOfClass[className, default: 0] += 1 }
    }
    var uses: [ClassIdentifier: [Int]] = [:]
    for (index, edge) in context.edges.enumerated() where edge.hasIdentifier {
      guard edge.kind.isPerformable, let source = edge.source,
        let className = graph.customClass(source), scenesOfClass[className, default: 0] > 1,
        let identifier = graph.identifier(edge)
      else { continue }
      uses[ClassIdentifier(className: className, identifier: identifier), default: []].append(
        index)
    }
    var findings: [Diagnostic] = []
    var classOfContent: [Int: String] = [:]
    for (key, group) in uses where group.count > 1 {
      let first = context.edges[group[0]]
      let firstDestination = destinationClass(of: first, context, cache: &classOfContent)
      for use in group.dropFirst().map({ context.edges[$0] }) where use.source != first.source {
        let destination = destinationClass(of: use, context, cache: &classOfContent)
        guard destination != firstDestination else { continue }
        findings.append(
          finding(
            "Class '\(key.className)' performs '\(key.identifier)' to \(destination) here but to "
              + "\(firstDestination) in \(graph.documentNames[first.document]).storyboard "
              + "(line \(graph.segue(first).location.line)); its prepare(for:) cannot rely on the "
              + "destination's type.",
            path: context.documents[use.document].path, at: graph.segue(use).location,
            severity: .warning))
      }
    }
    return findings
  }

  /// The class the destination is instantiated as, navigation controllers unwrapped.
  private func destinationClass(
    of edge: LintEdge, _ context: LintContext, cache: inout [Int: String]
  ) -> String {
    guard let target = edge.target.node else { return context.destinationName(of: edge) }
    let content = context.graph.contentNode(of: target)
    if let known = cache[content] { return known }
    let name =
      "'\(context.graph.customClass(content) ?? context.graph.controller(content).element)'"
    cache[content] = name
    return name
  }
}
