/// A storyboard's box, drawn around its scenes when the graph shows several storyboards.
package struct GraphCluster: Sendable, Hashable {
  /// A stable id made of `[A-Za-z0-9_]`.
  package var id: String
  /// The storyboard's name, or its path when two inputs share a name.
  package var label: String
  package var path: String
}
