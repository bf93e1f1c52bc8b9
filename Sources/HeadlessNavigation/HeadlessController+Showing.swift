import NavigationCore
import SegueKit

extension HeadlessController {
  /// UIKit's `show(_:sender:)`: the nearest navigation controller pushes; a collapsed classic
  /// split view pushes onto its primary navigation controller, an expanded one makes
  /// `controller` its primary column; a column-style split view shows it in the column after
  /// the sender's (`NavigationRules.show(from:in:)`); with none, `controller` is presented
  /// modally.
  ///
  /// In AppKit, which has no navigation controller, `show` opens `controller` in a new window
  /// (``HeadlessPresentationStyle/window``), whatever contains the source.
  public func show(_ controller: HeadlessController, sender: Any?) {
    place(controller, NavigationRules.show(from: self, in: ControllerHierarchy(around: self)))
  }

  /// UIKit's `showDetailViewController(_:sender:)`: an expanded split view installs `controller`
  /// as its secondary; a collapsed one turns it into `show`; outside a split view it is
  /// presented modally.
  /// AppKit has no detail column to replace: there it is `show`.
  public func showDetail(_ controller: HeadlessController, sender: Any?) {
    place(
      controller, NavigationRules.showDetail(from: self, in: ControllerHierarchy(around: self)))
  }

  /// Carries out the rules' decision on the controllers, recording each transition.
  private func place(
    _ controller: HeadlessController, _ placement: NavigationPlacement<HeadlessController>
  ) {
    switch placement {
    case .push(let navigation):
      (navigation as? HeadlessNavigationController)?.push(controller, animated: true)
    case .replacePrimary(let split):
      (split as? HeadlessSplitController)?.replacePrimary(with: controller)
    case .replaceSecondary(let split):
      (split as? HeadlessSplitController)?.replaceSecondary(with: controller)
    case .replaceColumn(let index, let split):
      (split as? HeadlessSplitController)?.replaceColumn(index, with: controller)
    case .present(let source):
      source.present(controller, animated: true)
    case .openWindow(let source):
      controller.modalPresentationStyle = .window
      source.present(controller, animated: true)
    }
  }

  package func pushController(_ controller: HeadlessController, animated: Bool) {
    (self as? HeadlessNavigationController)?.push(controller, animated: animated)
  }

  package func showController(_ controller: HeadlessController, sender: Any?) {
    show(controller, sender: sender)
  }

  package func showDetailController(_ controller: HeadlessController, sender: Any?) {
    showDetail(controller, sender: sender)
  }
}
