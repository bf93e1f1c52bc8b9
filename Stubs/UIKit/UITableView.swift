@preconcurrency @MainActor open class UITableView: UIScrollView {
  public init(frame: CGRect, style: UITableView.Style) { super.init() }

  open var style: UITableView.Style { fatalError("stub") }
  weak open var dataSource: (any UITableViewDataSource)?
  weak open var delegate: (any UITableViewDelegate)?
  open var indexPathForSelectedRow: IndexPath? { fatalError("stub") }
  open func reloadData() {}
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  @discardableResult
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError("stub") }
}

extension UITableView {
  // An NS_ENUM, not frozen.
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    @available(tvOS, unavailable)
    case insetGrouped = 2
  }
}
