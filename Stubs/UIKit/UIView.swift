// The views and items the examples and SegueKit's checks touch, reduced to the members they use.

@preconcurrency @MainActor open class UIView: UIResponder {}

@preconcurrency @MainActor open class UIScrollView: UIView {}

@preconcurrency @MainActor open class UITableViewCell: UIView {
  open var textLabel: UILabel? { fatalError("stub") }
}

@preconcurrency @MainActor open class UILabel: UIView {
  open var text: String?
}

@preconcurrency @MainActor open class UITextField: UIView {
  open var text: String?
}

@preconcurrency @MainActor open class UIBarButtonItem: NSObject {}

@preconcurrency @MainActor open class UINavigationItem: NSObject {
  open var title: String?
}
