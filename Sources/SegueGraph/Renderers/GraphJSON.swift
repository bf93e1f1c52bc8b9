import DeterministicOutput
import StoryboardKit

/// The data the HTML map's script reads: every node and edge by its id (the same id as its
/// `<g>` element in the SVG), with what the details panel shows.
enum GraphJSON {
  static func value(_ graph: NavigationGraph) -> JSONValue {
    let clusterLabels = Dictionary(uniqueKeysWithValues: graph.clusters.map { ($0.id, $0.label) })
    let nodes = graph.nodes.map { node -> (String, JSONValue) in
      let storyboard =
        node.clusterID.flatMap { clusterLabels[$0] }
        ?? node.path.map(GraphIdentifiers.storyboardName)
      return (
        node.id,
        .object([
          ("title", .string(node.title)),
          ("subtitle", .optional(node.subtitle)),
          ("storyboardIdentifier", .optional(node.storyboardIdentifier)),
          ("role", .string(node.role.rawValue)),
          ("storyboard", .optional(storyboard)),
          ("initial", .bool(node.isInitial)),
          ("location", .optional(node.location.map { "\(node.path ?? ""):\($0)" })),
          ("findings", findings(node.findings)),
        ])
      )
    }
    let edges = graph.edges.map { edge -> (String, JSONValue) in
      (
        edge.id,
        .object([
          ("source", .string(edge.sourceID)),
          ("target", .string(edge.targetID)),
          ("style", .string(edge.style.rawValue)),
          ("label", .string(edge.label)),
          ("details", .array(edge.details.map { .array([.string($0.name), .string($0.value)]) })),
          ("findings", findings(edge.findings)),
        ])
      )
    }
    return .object([("nodes", .object(nodes)), ("edges", .object(edges))])
  }

  private static func findings(_ diagnostics: [Diagnostic]) -> JSONValue {
    .array(
      diagnostics.map {
        .object([
          ("severity", .string($0.severity.rawValue)),
          ("message", .string($0.message)),
          ("rule", .optional($0.ruleID)),
        ])
      })
  }
}
