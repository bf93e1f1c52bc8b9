import StoryboardKit

/// What every rule sees: the parsed documents, the catalog that resolves segues across them,
/// the navigation analysis, the configuration and, with `--sources`, the scanned sources.
public struct LintContext: Sendable {
  /// The documents, sorted by path.
  public let documents: [StoryboardDocument]
  public let catalog: StoryboardCatalog
  public let configuration: LintConfiguration
  /// Nil when no `--sources` were given; the rules that need them then find nothing.
  public let sources: SourceIndex?
  /// Computed once, shared by the rules about `show`.
  public let navigation: NavigationAnalysis

  public init(
    documents: [StoryboardDocument], configuration: LintConfiguration = LintConfiguration(),
    sources: SourceIndex? = nil
  ) {
    self.documents = documents
    self.catalog = StoryboardCatalog(documents)
    self.configuration = configuration
    self.sources = sources
    self.navigation = NavigationAnalysis(catalog: catalog)
  }

  /// Every scene's controller with the document it is in, in document order.
  func controllers() -> [(document: StoryboardDocument, controller: Controller)] {
    documents.flatMap { document in
      document.scenes.compactMap { scene in scene.controller.map { (document, $0) } }
    }
  }

  /// Every segue with the document it is in, in document order.
  func segues() -> [(document: StoryboardDocument, segue: Segue)] {
    documents.flatMap { document in document.segues.map { (document, $0) } }
  }
}
