@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var tableView: UITableView!
  open var clearsSelectionOnViewWillAppear = true

  // The SDK mirrors the data source and delegate methods the class implements into the class, so
  // subclasses write `override`; these are the common ones, with the SDK's signatures.
  @discardableResult
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  @discardableResult
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  @discardableResult
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { fatalError("stub") }
  @discardableResult
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  @discardableResult
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  @discardableResult
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    0
  }
  @discardableResult
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  @discardableResult
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
