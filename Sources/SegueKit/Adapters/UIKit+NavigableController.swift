#if canImport(UIKit)
  import UIKit

  /// UIKit's view controllers answer SegueKit's navigation questions directly.
  extension UIViewController: NavigableController {
    public typealias Controller = UIViewController

    public var parentController: UIViewController? { parent }

    public var presentingController: UIViewController? { presentingViewController }

    // Children of a presented controller also report a presenting controller, so only the
    // presented root counts; its style stays `.popover` when adapted to a sheet in compact width.
    public var isPresentedAsPopover: Bool {
      modalPresentationStyle == .popover
        && presentingViewController?.presentedViewController === self
    }

    public var containerContents: ContainerContents<UIViewController> {
      if let navigation = self as? UINavigationController {
        return .navigation(stack: navigation.viewControllers)
      }
      if let tabs = self as? UITabBarController {
        return .tabs(selected: tabs.selectedViewController, all: tabs.viewControllers ?? [])
      }
      if let split = self as? UISplitViewController {
        let columns = split.viewControllers
        return .split(
          SplitColumns(
            primary: columns.first, secondary: columns.count > 1 ? columns.last : nil,
            isCollapsed: split.isCollapsed))
      }
      return .none
    }

    public func dismissController(animated: Bool, completion: (@MainActor @Sendable () -> Void)?) {
      dismiss(animated: animated) { completion?() }
    }

    public func pushController(_ controller: UIViewController, animated: Bool) {
      (self as? UINavigationController)?.pushViewController(controller, animated: animated)
    }

    public func showController(_ controller: UIViewController, sender: Any?) {
      show(controller, sender: sender)
    }

    public func showDetailController(_ controller: UIViewController, sender: Any?) {
      showDetailViewController(controller, sender: sender)
    }
  }
#endif
