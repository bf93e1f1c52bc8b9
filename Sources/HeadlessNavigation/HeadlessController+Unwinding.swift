extension HeadlessController {
  /// Declares an unwind action, the headless form of
  /// `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`; `selector` is its Objective-C
  /// name as the storyboard writes it (`unwindToList:`).
  public func addUnwindAction(
    _ selector: String, _ action: @escaping @MainActor (HeadlessSegue) -> Void
  ) {
    unwindActions[selector] = action
  }

  /// The controller an unwind segue from this one ends at, searched as UIKit does: up through
  /// parents and then presenters; at each ancestor, first its other children (a navigation
  /// controller's nearest first, each child's own children before it), then the ancestor.
  func unwindDestination(for action: String, sender: Any?) -> HeadlessController? {
    var containingSource: HeadlessController = self
    var next = parentController ?? presentingController
    while let ancestor = next {
      let others = ancestor.children.filter { $0 !== containingSource }
      let ordered = ancestor is HeadlessNavigationController ? others.reversed() : others
      for child in ordered {
        if let found = search(child, action: action, sender: sender) { return found }
      }
      if ancestor.canPerformUnwindSegueAction(action, from: self, sender: sender) {
        return ancestor
      }
      containingSource = ancestor
      next = ancestor.parentController ?? ancestor.presentingController
    }
    return nil
  }

  private func search(_ controller: HeadlessController, action: String, sender: Any?)
    -> HeadlessController?
  {
    for child in controller.children {
      if let found = search(child, action: action, sender: sender) { return found }
    }
    return controller.canPerformUnwindSegueAction(action, from: self, sender: sender)
      ? controller : nil
  }

  /// The unwind transition's end: dismiss what is presented above this controller's context and
  /// pop its navigation stack back to it.
  func returnFromUnwind() {
    if let presenter = lineage.first(where: { $0.presentedController != nil }) {
      presenter.dismiss(animated: true)
    }
    var child: HeadlessController = self
    for ancestor in lineage.dropFirst() {
      if let navigation = ancestor as? HeadlessNavigationController {
        navigation.pop(to: child, animated: true)
      }
      child = ancestor
    }
  }
}
