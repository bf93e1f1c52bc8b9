@preconcurrency @MainActor open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]?
  open var selectedViewController: UIViewController?
}
