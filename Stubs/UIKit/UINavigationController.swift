@preconcurrency @MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  open var viewControllers: [UIViewController] = []
  open var topViewController: UIViewController? { fatalError("stub") }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { nil }
}
