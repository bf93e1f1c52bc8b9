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
  /// The shared graph of controllers and segues, references followed.
  let graph: StoryboardGraph
  /// The graph's edges with what the rules check of each segue, in the graph's order.
  let edges: [LintEdge]
  /// Whether each document is an iOS or tvOS storyboard.
  let isUIKit: [Bool]
  let navigation: NavigationAnalysis

  package init(
    documents: [StoryboardDocument], configuration: LintConfiguration = LintConfiguration(),
    sources: SourceIndex? = nil
  ) {
    self.documents = documents
    self.configuration = configuration
    self.sources = sources
    let graph = StoryboardGraph(documents)
    let edges = LintEdge.all(of: graph)
    self.graph = graph
    self.edges = edges
    self.isUIKit = graph.platforms.map { $0 == .iOS || $0 == .tvOS }
    self.navigation = NavigationAnalysis(graph: graph, edges: edges)
  }

  /// The documents' cross-storyboard catalog, a view of the shared graph for rules that want
  /// its API.
  package var catalog: StoryboardCatalog { StoryboardCatalog(graph: graph) }
}
