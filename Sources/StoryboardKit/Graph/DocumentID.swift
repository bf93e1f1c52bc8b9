/// A storyboard in a ``StoryboardGraph``. It means something only to the graph that handed it
/// out; documents order as they were given to the graph.
public struct DocumentID: Sendable, Hashable, Comparable {
  /// The document's place in the graph's list of documents.
  let index: Int

  public static func < (lhs: DocumentID, rhs: DocumentID) -> Bool {
    lhs.index < rhs.index
  }
}
