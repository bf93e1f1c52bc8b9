// Only the required methods: Swift on Linux has no `optional` protocol requirements, and stating
// an optional method as required (or giving it a default) would accept code the SDK rejects.
@preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// Every method of the delegate is optional, so none is stated (see UITableViewDataSource).
@preconcurrency @MainActor public protocol UITableViewDelegate: NSObjectProtocol {}
