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
    var findings: [Diagnostic] = []
    for document in context.documents {
      for scene in document.scenes {
        var first: [String: Segue] = [:]
        for segue in scene.segues {
          guard let identifier = segue.usableIdentifier else { continue }
          guard let earlier = first[identifier] else {
            first[identifier] = segue
            continue
          }
          let source = scene.controller.map(context.name(of:)) ?? "this scene"
          findings.append(
            finding(
              "Another segue from \(source) already has the identifier '\(identifier)' "
                + "(line \(earlier.location.line)); give each segue of a controller its own.",
              path: document.path, at: segue.location))
        }
      }
    }
    return findings
  }

  private struct ClassIdentifier: Hashable {
    var className: String
    var identifier: String
  }

  private func sameClass(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    var uses: [ClassIdentifier: [LintGraph.Edge]] = [:]
    for edge in graph.edges where edge.segue.kind.isPerformable {
      guard let identifier = edge.segue.usableIdentifier, let source = edge.source,
        let className = graph.nodes[source].controller.customClass
      else { continue }
      uses[ClassIdentifier(className: className, identifier: identifier), default: []].append(edge)
    }
    var findings: [Diagnostic] = []
    for (key, group) in uses where group.count > 1 {
      guard let first = group.first else { continue }
      let firstDestination = destinationClass(of: first, context)
      let firstDocument = context.documents[first.document]
      for use in group.dropFirst() where use.source != first.source {
        let destination = destinationClass(of: use, context)
        guard destination != firstDestination else { continue }
        findings.append(
          finding(
            "Class '\(key.className)' performs '\(key.identifier)' to \(destination) here but to "
              + "\(firstDestination) in \(firstDocument.name).storyboard "
              + "(line \(first.segue.location.line)); its prepare(for:) cannot rely on the "
              + "destination's type.",
            path: context.documents[use.document].path, at: use.segue.location,
            severity: .warning))
      }
    }
    return findings
  }

  /// The class the destination is instantiated as, navigation controllers unwrapped.
  private func destinationClass(of edge: LintGraph.Edge, _ context: LintContext) -> String {
    guard let target = edge.target.node else { return context.destinationName(of: edge) }
    let controller = context.graph.nodes[context.graph.contentNode(of: target)].controller
    return "'\(controller.customClass ?? controller.element)'"
  }
}
