import StoryboardKit

extension StoryboardGraph {
  /// The segue a lint edge stands for.
  func segue(_ edge: LintEdge) -> Segue {
    segue(edge.edge)
  }

  /// The segue's identifier when it is present and not empty, read in place.
  func identifier(_ edge: LintEdge) -> String? {
    identifier(edge.edge)
  }
}
