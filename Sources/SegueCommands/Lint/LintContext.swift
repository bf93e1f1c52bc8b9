import StoryboardKit

/// What every rule sees: the parsed documents, the configuration and, with `--sources`, the
/// scanned sources; and, computed once for all rules, the graph of controllers and segues with
/// references followed, and the navigation analysis.
public struct LintContext: Sendable {
  /// The documents, sorted by path.
  public let documents: [StoryboardDocument]
  public let configuration: LintConfiguration
  /// Nil when no `--sources` were given; the rules that need them then find nothing.
  public let sources: SourceIndex?
  let graph: LintGraph
  let navigation: NavigationAnalysis

  public init(
    documents: [StoryboardDocument], configuration: LintConfiguration = LintConfiguration(),
    sources: SourceIndex? = nil
  ) {
    self.documents = documents
    self.configuration = configuration
    self.sources = sources
    self.graph = LintGraph(documents)
    self.navigation = NavigationAnalysis(graph: graph, documents: documents)
  }

  /// The documents' cross-storyboard catalog, built on each access for rules that want its
  /// API; the rules of this module use the cheaper shared graph instead.
  public var catalog: StoryboardCatalog { StoryboardCatalog(documents) }
}
