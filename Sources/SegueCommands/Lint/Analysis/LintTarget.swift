/// Where a segue or a storyboard reference leads, as ``LintGraph`` records it.
enum LintTarget: Sendable, Hashable {
  /// A scene controller (never a reference placeholder), by its node number.
  case node(Int)
  /// An exit placeholder: an unwind segue.
  case exit
  /// A storyboard reference to a storyboard that is not among the inputs.
  case external
  /// A reference to a storyboard among the inputs that lacks what it names, or a circle of
  /// references.
  case unresolved
  /// The destination id is in no element of the document, or the segue names none.
  case missing

  /// The node, when the target is one.
  var node: Int? {
    if case .node(let node) = self { return node }
    return nil
  }
}
