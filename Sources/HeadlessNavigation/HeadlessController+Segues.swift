extension HeadlessController {
  /// Declares a storyboard segue starting at this controller's scene; each performance makes a
  /// new destination with `destination`, as a storyboard instantiates its scene.
  public func addSegue(
    _ identifier: String, kind: HeadlessSegueKind,
    destination: @escaping @MainActor () -> HeadlessController
  ) {
    segueTemplates[identifier] = .forward(kind: kind, makeDestination: destination)
  }

  /// Declares an unwind segue from this controller's scene to its exit, calling `action` (an
  /// Objective-C selector such as `unwindToList:`) on the controller it unwinds to.
  public func addUnwindSegue(_ identifier: String, action: String) {
    segueTemplates[identifier] = .unwind(action: action)
  }

  /// Performs the segue named `identifier` as code does: without asking
  /// ``shouldPerformSegue(withIdentifier:sender:)``. Returns the segue performed.
  @discardableResult
  public func performSegue(withIdentifier identifier: String, sender: Any?)
    throws(HeadlessNavigationError) -> HeadlessSegue
  {
    let receiver = String(describing: type(of: self))
    guard let template = segueTemplates[identifier] else {
      throw .noSegue(receiver: receiver, identifier: identifier)
    }
    switch template {
    case .forward(let kind, let makeDestination):
      let segue = HeadlessSegue.make(
        identifier: identifier, source: self, destination: makeDestination(), kind: kind)
      prepare(for: segue, sender: sender)
      record(.prepared(segue: identifier, destination: segue.destination.name))
      segue.perform()
      return segue
    case .unwind(let action):
      guard let destination = unwindDestination(for: action, sender: sender) else {
        throw .noUnwindDestination(receiver: receiver, action: action)
      }
      let segue = HeadlessSegue(
        identifier: identifier, source: self, destination: destination,
        kind: .unwind(action: action))
      // UIKit's order: the source prepares, the destination's action runs, then the transition.
      prepare(for: segue, sender: sender)
      record(.prepared(segue: identifier, destination: destination.name))
      destination.unwindActions[action]?(segue)
      segue.perform()
      return segue
    }
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
