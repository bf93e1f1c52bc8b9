@preconcurrency @MainActor open class UISplitViewController: UIViewController {
  open var viewControllers: [UIViewController] = []
  open var isCollapsed: Bool { fatalError("stub") }
}
