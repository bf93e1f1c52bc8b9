// probe: uikit rejects "overriding declaration requires an 'override' keyword"
// UITableViewController implements the data source methods, so a subclass overrides them.
import UIKit

final class ProbeListViewController: UITableViewController {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
