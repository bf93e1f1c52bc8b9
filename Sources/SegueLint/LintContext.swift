import SourceIndex
import StoryboardKit

/// What every rule sees: the parsed documents, the configuration and, with `--sources`, the
/// scanned sources; and, computed once for all rules, the graph of controllers and segues with
/// references followed, and the navigation analysis.
package struct LintContext: Sendable {
  /// The documents, sorted by path.
  package let documents: [StoryboardDocument]
  package let configuration: LintConfiguration
  /// Nil when no `--sources` were given; the rules that need them then find nothing.
  package let sources: SourceIndex?
  /// The graph of the documents' controllers and segues, references followed.
  package let graph: StoryboardGraph
  let navigation: NavigationAnalysis

  package init(
    documents: [StoryboardDocument], configuration: LintConfiguration = LintConfiguration(),
    sources: SourceIndex? = nil
  ) {
    self.documents = documents
    self.configuration = configuration
    self.sources = sources
    let graph = StoryboardGraph(documents)
    self.graph = graph
    self.navigation = NavigationAnalysis(graph: graph)
  }

  /// The path of the document that holds the segue.
  func path(of edge: EdgeID) -> String {
    graph[graph.document(of: edge)].path
  }

  /// The path of the document that holds the controller.
  func path(of node: NodeID) -> String {
    graph[graph.document(of: node)].path
  }

  /// Whether the segue is in an iOS or tvOS storyboard.
  func isUIKit(_ edge: EdgeID) -> Bool {
    let platform = graph[graph.document(of: edge)].platform
    return platform == .iOS || platform == .tvOS
  }
}
