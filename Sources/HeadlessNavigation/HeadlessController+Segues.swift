extension HeadlessController {
  /// Declares a storyboard segue starting at this controller's scene; each performance makes a
  /// new destination with `destination`, as a storyboard instantiates its scene.
  public func addSegue(
    _ identifier: String, kind: HeadlessSegueKind,
    destination: @escaping @MainActor () -> HeadlessController
  ) {
    segueTemplates[identifier] = HeadlessSegueTemplate(kind: kind, makeDestination: destination)
  }

  /// Performs the segue named `identifier` as code does: without asking
  /// ``shouldPerformSegue(withIdentifier:sender:)``. Returns the segue performed.
  @discardableResult
  public func performSegue(withIdentifier identifier: String, sender: Any?)
    throws(HeadlessNavigationError) -> HeadlessSegue
  {
    guard let template = segueTemplates[identifier] else {
      throw .noSegue(receiver: String(describing: type(of: self)), identifier: identifier)
    }
    let segue = HeadlessSegue.make(
      identifier: identifier, source: self, destination: template.makeDestination(),
      kind: template.kind)
    prepare(for: segue, sender: sender)
    record(.prepared(segue: identifier, destination: segue.destination.name))
    segue.perform()
    return segue
  }

  /// Performs the segue named `identifier` as a tapped control does: only when
  /// ``shouldPerformSegue(withIdentifier:sender:)`` agrees. Returns the segue, or nil if refused.
  @discardableResult
  public func triggerSegue(withIdentifier identifier: String, sender: Any?)
    throws(HeadlessNavigationError) -> HeadlessSegue?
  {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return nil }
    return try performSegue(withIdentifier: identifier, sender: sender)
  }
}
