import NavigationCore

extension HeadlessController {
  /// Declares an unwind action, the headless form of
  /// `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`; `selector` is its Objective-C
  /// name as the storyboard writes it (`unwindToList:`).
  public func addUnwindAction(
    _ selector: String, _ action: @escaping @MainActor (HeadlessSegue) -> Void
  ) {
    unwindActions[selector] = action
  }

  /// The controller an unwind segue from this one ends at, searched as UIKit does
  /// (``NavigationRules/unwindDestination(from:in:implements:)``).
  func unwindDestination(for action: String, sender: Any?) -> HeadlessController? {
    NavigationRules.unwindDestination(from: self, in: ControllerHierarchy(around: self)) {
      $0.canPerformUnwindSegueAction(action, from: self, sender: sender)
    }
  }

  /// The unwind transition's end: dismiss what is presented above this controller's context and
  /// pop its navigation stack back to it.
  func returnFromUnwind() {
    let plan = NavigationRules.unwindReturn(to: self, in: ControllerHierarchy(around: self))
    plan.dismissFrom?.dismiss(animated: true)
    for (navigation, child) in plan.pops {
      (navigation as? HeadlessNavigationController)?.pop(to: child, animated: true)
    }
    for (split, column) in plan.columns {
      (split as? HeadlessSplitController)?.returnToColumn(column)
    }
  }
}
