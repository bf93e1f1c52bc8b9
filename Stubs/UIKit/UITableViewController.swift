@preconcurrency @MainActor open class UITableViewController: UIViewController {
  // The SDK declares `UITableView!`; non-optional here keeps the stub lint-clean and accepts the
  // same uses.
  open var tableView: UITableView { fatalError("stub") }
}
