/// Where a segue leads once storyboard references are followed.
public enum SegueDestination: Sendable, Hashable {
  /// A controller in one of the catalog's storyboards (never a reference placeholder).
  case controller(ControllerReference)
  /// The scene's exit placeholder: an unwind segue.
  case exit(ExitPlaceholder)
  /// A storyboard reference to a storyboard that is not among the inputs.
  case external(StoryboardReference)
  /// A reference to a storyboard among the inputs that lacks what it names: the identifier,
  /// or an initial controller when none is named.
  case unresolved(StoryboardReference)
  /// The destination id is in no element of the document, or the segue names none.
  case missing

  /// The controller, when the destination is one.
  public var controller: ControllerReference? {
    if case .controller(let reference) = self { return reference }
    return nil
  }
}
