#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A UIKit view controller seen through ``NavigableController``, for ``NavigableHierarchy``.
  ///
  /// A wrapper rather than a conformance of `UIViewController`, so that SegueKit adds no members
  /// to the view controllers of an app.
  struct UIKitController: NavigableController {
    typealias Controller = UIKitController

    let viewController: UIViewController

    init(_ viewController: UIViewController) {
      self.viewController = viewController
    }

    var parentController: UIKitController? { viewController.parent.map(UIKitController.init) }

    // UIKit sets `presentingViewController` on the presented controller's children too; the
    // protocol's is the presented root's only.
    var presentingController: UIKitController? {
      guard let presenter = viewController.presentingViewController,
        presenter.presentedViewController === viewController
      else { return nil }
      return UIKitController(presenter)
    }

    var presentedController: UIKitController? {
      viewController.presentedViewController.map(UIKitController.init)
    }

    var definesPresentationContext: Bool { viewController.definesPresentationContext }

    var identity: ObjectIdentifier { ObjectIdentifier(viewController) }

    // Children of a presented controller also report a presenting controller, so only the
    // presented root counts; its style stays `.popover` when adapted to a sheet in compact width.
    var isPresentedAsPopover: Bool {
      #if os(tvOS)
        // tvOS has no popovers.
        false
      #else
        viewController.modalPresentationStyle == .popover
          && viewController.presentingViewController?.presentedViewController === viewController
      #endif
    }

    var containerContents: ContainerContents<UIKitController> {
      if let navigation = viewController as? UINavigationController {
        return .navigation(stack: navigation.viewControllers.map(UIKitController.init))
      }
      if let tabs = viewController as? UITabBarController {
        return .tabs(
          selected: tabs.selectedViewController.map(UIKitController.init),
          all: (tabs.viewControllers ?? []).map(UIKitController.init))
      }
      if let split = viewController as? UISplitViewController {
        // Read as a classic split view: iOS 14's column styles (`style`, `viewController(for:)`)
        // would need an availability check below the package's iOS 13.
        let columns = split.viewControllers.map(UIKitController.init)
        return .split(
          SplitColumns(
            primary: columns.first, secondary: columns.count > 1 ? columns.last : nil,
            isCollapsed: split.isCollapsed))
      }
      return .none
    }

    func dismissController(animated: Bool, completion: (@MainActor @Sendable () -> Void)?) {
      viewController.dismiss(animated: animated) { completion?() }
    }

    func pushController(_ controller: UIKitController, animated: Bool) {
      (viewController as? UINavigationController)?.pushViewController(
        controller.viewController, animated: animated)
    }

    func showController(_ controller: UIKitController, sender: Any?) {
      viewController.show(controller.viewController, sender: sender)
    }

    func showDetailController(_ controller: UIKitController, sender: Any?) {
      viewController.showDetailViewController(controller.viewController, sender: sender)
    }
  }
#endif
