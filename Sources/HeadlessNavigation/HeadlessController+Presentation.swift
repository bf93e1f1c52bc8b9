import NavigationCore
import SegueKit

extension HeadlessController {
  /// Presents `controller` modally, from the controller that provides the presentation context:
  /// the root of this controller's parents, or for current-context styles the nearest parent
  /// that defines a presentation context. As in UIKit, a context already presenting refuses.
  /// In AppKit the root of the source's window presents: its sheet, popover or new window.
  public func present(
    _ controller: HeadlessController, animated: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    let hierarchy = ControllerHierarchy(around: self)
    let presenter = NavigationRules.presentationContext(
      for: controller.modalPresentationStyle, from: self, in: hierarchy)
    if let existing = presenter.presentedController {
      record(
        .presentationRefused(controller.name, by: presenter.name, alreadyPresenting: existing.name))
      return
    }
    presenter.presentedController = controller
    controller.presentingController = presenter
    let style = hierarchy.shownStyle(of: controller.modalPresentationStyle)
    record(.presented(controller.name, by: presenter.name, style: style))
    finishTransition(completion)
  }

  /// Dismisses what this controller presented or, when it (or a parent) was presented, that
  /// presentation. The hierarchy changes when the transition finishes, then `completion` runs; a
  /// second dismissal of the same controller while one is in flight is ignored.
  public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    let dismissal = NavigationRules.dismissal(from: self, in: ControllerHierarchy(around: self))
    guard let (target, presenter) = dismissal, !target.isBeingDismissed else { return }
    target.isBeingDismissed = true
    record(.dismissed(target.name, by: presenter.name))
    let window = window
    let finish: @MainActor () -> Void = {
      // Whatever the dismissed controller presented in turn goes with it, as in UIKit.
      var dismissed: HeadlessController? = target
      var from = presenter
      while let current = dismissed {
        from.presentedController = nil
        current.presentingController = nil
        current.isBeingDismissed = false
        from = current
        dismissed = current.presentedController
      }
      completion?()
    }
    if let window { window.enqueue(finish) } else { finish() }
  }

  package func dismissController(animated: Bool, completion: (@MainActor @Sendable () -> Void)?) {
    dismiss(animated: animated, completion: completion)
  }

  func finishTransition(_ completion: (@MainActor () -> Void)?) {
    guard let completion else { return }
    if let window { window.enqueue(completion) } else { completion() }
  }
}
