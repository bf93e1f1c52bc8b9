import Foundation

@preconcurrency @MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  open var viewControllers: [UIViewController] = []
  open var topViewController: UIViewController? { fatalError("stub") }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  open func popViewController(animated: Bool) -> UIViewController? { nil }
}
