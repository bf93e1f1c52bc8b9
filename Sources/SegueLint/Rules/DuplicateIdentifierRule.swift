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
    cannot know which (an error). Segues that differ only in what triggers them (a button and \
    a gesture that both show the same scene, same kind, custom class and presentation) need \
    not be told apart, and are not reported. A class used by scenes in several storyboards (or several \
    scenes) whose segues share an identifier but lead to different kinds of controller makes \
    that class's `prepare(for:)` cast the destination wrongly in some of them (a warning); \
    with `--sources`, only when the class's code (or a superclass's) compares a segue's \
    identifier with that one, or adopts `SegueHandler` or a `SegueIdentifier` enum: code that \
    never reads the identifier cannot take one destination for another.
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
          guard !Self.sameEffect(earlier, segue) else { continue }
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

  /// Whether two segues do the same thing, whatever triggers them: the same kind, destination,
  /// custom class and presentation. Then neither `performSegue` nor `prepare(for:)` needs to
  /// tell them apart (a button and a gesture that both show the same scene).
  static func sameEffect(_ one: Segue, _ other: Segue) -> Bool {
    func effect(_ segue: Segue) -> Segue {
      var segue = segue
      segue.id = nil
      segue.trigger = other.trigger
      segue.details.trigger = nil
      segue.details.action = nil
      segue.location = other.location
      return segue
    }
    return effect(one) == effect(other)
  }

  private struct ClassIdentifier: Hashable {
    var className: String
    var identifier: String
  }

  private func sameClass(_ context: LintContext) -> [Diagnostic] {
    let graph = context.graph
    // Only a class that several scenes use can disagree with itself.
    var scenesOfClass: [String: Int] = [:]
    for node in graph.nodes {
      if let className = graph[node].classReference?.name {
        scenesOfClass[className, default: 0] += 1
      }
    }
    var uses: [ClassIdentifier: [EdgeID]] = [:]
    for edge in graph.edges {
      let segue = graph[edge]
      guard segue.kind.isPerformable, let identifier = segue.usableIdentifier,
        let source = graph.source(of: edge), let className = graph[source].classReference?.name,
        scenesOfClass[className, default: 0] > 1
      else { continue }
      uses[ClassIdentifier(className: className, identifier: identifier), default: []].append(edge)
    }
    var findings: [Diagnostic] = []
    var classOfContent: [NodeID: String] = [:]
    for (key, group) in uses where group.count > 1 {
      guard
        Self.mayRelyOnDestination(
          key.className, identifier: key.identifier, sources: context.sources)
      else { continue }
      let first = group[0]
      let firstDestination = destinationClass(of: first, context, cache: &classOfContent)
      for use in group.dropFirst() where graph.source(of: use) != graph.source(of: first) {
        let destination = destinationClass(of: use, context, cache: &classOfContent)
        guard destination != firstDestination else { continue }
        findings.append(
          finding(
            "Class '\(key.className)' performs '\(key.identifier)' to \(destination) here but to "
              + "\(firstDestination) in \(graph[graph.document(of: first)].name).storyboard "
              + "(line \(graph[first].location.line)); its prepare(for:) cannot rely on the "
              + "destination's type.",
            path: context.path(of: use), at: graph[use].location, severity: .warning))
      }
    }
    return findings
  }

  /// The class the destination is instantiated as, containers unwrapped to the content code
  /// means.
  private func destinationClass(
    of edge: EdgeID, _ context: LintContext, cache: inout [NodeID: String]
  ) -> String {
    let graph = context.graph
    guard let target = graph.destination(of: edge).node else {
      return context.destinationName(of: edge)
    }
    let content = graph.content(of: target)
    if let known = cache[content] { return known }
    let name = "'\(graph[content].classReference?.name ?? graph[content].element)'"
    cache[content] = name
    return name
  }
}
