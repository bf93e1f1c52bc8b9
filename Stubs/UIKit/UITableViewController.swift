import Foundation

@preconcurrency @MainActor open class UITableViewController: UIViewController {
  // The SDK declares `UITableView!`; non-optional here keeps the stub lint-clean and accepts the
  // same uses.
  open var tableView: UITableView { fatalError("stub") }

  // UITableViewDataSource and UITableViewDelegate methods the class implements, so that
  // subclasses override them.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { fatalError("stub") }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
