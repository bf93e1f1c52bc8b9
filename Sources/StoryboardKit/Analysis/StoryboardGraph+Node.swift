extension StoryboardGraph {
  /// A scene's controller, numbered by its place in ``StoryboardGraph/nodes``.
  public struct Node: Sendable, Hashable {
    /// The index of its document in ``StoryboardGraph/documents``.
    public var document: Int
    /// The index of its scene in the document's scenes.
    public var scene: Int
    public var kind: ControllerKind
    /// Whether it is a storyboard reference placeholder.
    public var isPlaceholder: Bool
    /// Whether code can instantiate it with a (non-empty) storyboard identifier.
    public var hasStoryboardIdentifier: Bool
    /// The indices in ``StoryboardGraph/edges`` of its scene's segues.
    public var edges: Range<Int>
  }
}
