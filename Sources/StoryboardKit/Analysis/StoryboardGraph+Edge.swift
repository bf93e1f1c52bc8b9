extension StoryboardGraph {
  /// One segue, with the node it leads to once storyboard references are followed.
  public struct Edge: Sendable, Hashable {
    /// The index of its document in ``StoryboardGraph/documents``.
    public var document: Int
    /// The index of its scene in the document's scenes.
    public var scene: Int
    /// The segue's index among its scene's segues.
    public var index: Int
    /// The node of the scene's controller; nil in a scene without one.
    public var source: Int?
    public var target: Target
  }
}
