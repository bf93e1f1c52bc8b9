import SegueKit

extension HeadlessController {
  /// UIKit's `show(_:sender:)`: the nearest navigation controller pushes; a collapsed split view
  /// pushes onto its primary navigation controller, an expanded one makes `controller` its
  /// primary column; with neither, `controller` is presented modally.
  ///
  /// In AppKit, which has no navigation controller, `show` opens `controller` in a new window
  /// (``HeadlessPresentationStyle/window``), whatever contains the source.
  public func show(_ controller: HeadlessController, sender: Any?) {
    if window?.platform.showOpensWindow == true {
      controller.modalPresentationStyle = .window
      present(controller, animated: true)
      return
    }
    for ancestor in lineage {
      if let navigation = ancestor as? HeadlessNavigationController {
        navigation.push(controller, animated: true)
        return
      }
      if let split = ancestor as? HeadlessSplitController, split.isCollapsed,
        let primary = split.primary as? HeadlessNavigationController
      {
        primary.push(controller, animated: true)
        return
      }
      if let split = ancestor as? HeadlessSplitController, !split.isCollapsed {
        split.replacePrimary(with: controller)
        return
      }
    }
    present(controller, animated: true)
  }

  /// UIKit's `showDetailViewController(_:sender:)`: an expanded split view installs `controller`
  /// as its secondary; a collapsed one turns it into `show`; outside a split view it is
  /// presented modally.
  /// AppKit has no detail column to replace: there it is `show`.
  public func showDetail(_ controller: HeadlessController, sender: Any?) {
    if window?.platform.showOpensWindow == true {
      show(controller, sender: sender)
      return
    }
    guard let split = splitController else {
      present(controller, animated: true)
      return
    }
    if split.isCollapsed {
      split.show(controller, sender: sender)
    } else {
      split.replaceSecondary(with: controller)
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
