@preconcurrency @MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  // NSObject's `init` is imported as a convenience initializer beside the designated ones.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  open var title: String?
  open var parent: UIViewController? { fatalError("stub") }
  open var children: [UIViewController] { fatalError("stub") }
  open var presentingViewController: UIViewController? { fatalError("stub") }
  open var presentedViewController: UIViewController? { fatalError("stub") }
  open var navigationController: UINavigationController? { fatalError("stub") }
  open var storyboard: UIStoryboard? { fatalError("stub") }
  open var splitViewController: UISplitViewController? { fatalError("stub") }
  open var tabBarController: UITabBarController? { fatalError("stub") }
  @available(tvOS, unavailable)
  open var popoverPresentationController: UIPopoverPresentationController? { fatalError("stub") }
  open var navigationItem: UINavigationItem { fatalError("stub") }
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var definesPresentationContext = false
  open var traitCollection: UITraitCollection { fatalError("stub") }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}

  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  // Every imported method that returns a value is discardable.
  @discardableResult
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  open func show(_ vc: UIViewController, sender: Any?) {}
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
}
