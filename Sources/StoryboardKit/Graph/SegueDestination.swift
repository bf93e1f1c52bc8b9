/// Where a segue leads, or where a storyboard reference placeholder points, once storyboard
/// references are followed across the graph's documents.
public enum SegueDestination: Sendable, Hashable {
  /// A scene's controller; never a storyboard reference placeholder.
  case scene(NodeID)
  /// An exit placeholder of the segue's document: the segue unwinds.
  case exit(ExitPlaceholder)
  /// A storyboard reference into a storyboard that is not among the graph's documents.
  /// `placeholder` is the reference placeholder that names it: the last of a chain of
  /// references that lead one to another.
  case external(StoryboardReference, placeholder: NodeID)
  /// A storyboard reference into a storyboard among the documents that lacks what it names
  /// (the storyboard identifier, or an initial controller when it names none), or a chain of
  /// references that leads back to itself. `placeholder` is the reference placeholder where
  /// following stopped.
  case unresolved(StoryboardReference, placeholder: NodeID)
  /// The segue names no destination, or an id that no controller, storyboard reference or exit
  /// of its document has.
  case missing

  /// The scene's node, when the destination is a scene.
  public var node: NodeID? {
    if case .scene(let node) = self { return node }
    return nil
  }
}
