/// A storyboard's box, drawn around its scenes when the graph shows several storyboards.
public struct GraphCluster: Sendable, Hashable {
  /// A stable id made of `[A-Za-z0-9_]`.
  public var id: String
  /// The storyboard's name, or its path when two inputs share a name.
  public var label: String
  public var path: String

  public init(id: String, label: String, path: String) {
    self.id = id
    self.label = label
    self.path = path
  }
}
