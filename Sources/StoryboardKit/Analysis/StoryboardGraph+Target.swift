extension StoryboardGraph {
  /// Where a segue or a storyboard reference placeholder leads, references followed.
  public enum Target: Sendable, Hashable {
    /// A scene controller (never a reference placeholder), by its node number.
    case node(Int)
    /// An exit placeholder of the segue's document: an unwind segue.
    case exit
    /// The placeholder, by node number, whose reference names a storyboard that is not among
    /// the documents.
    case external(placeholder: Int)
    /// The placeholder, by node number, whose reference names a storyboard among the
    /// documents that lacks what it names (the identifier, or an initial controller when none
    /// is named), or that leads back to itself through other references.
    case unresolved(placeholder: Int)
    /// The destination id is in no element of the document, or the segue names none.
    case missing

    /// The node, when the target is one.
    public var node: Int? {
      if case .node(let node) = self { return node }
      return nil
    }
  }
}
