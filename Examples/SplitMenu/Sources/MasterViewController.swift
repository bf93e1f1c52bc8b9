import Foundation
import SegueKit
import UIKit

/// The primary column: the notebook's entries; selecting one shows it as the detail.
final class MasterViewController: UITableViewController, SegueHandler {
  /// The identifiers of the segues leaving this scene in Main.storyboard.
  enum SegueIdentifier: String, CaseIterable {
    case showEntry = "ShowEntry"
  }

  var entries = ["Groceries", "Trip to Lisbon"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    entries.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "EntryCell", for: indexPath)
    cell.textLabel?.text = entries[indexPath.row]
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segueIdentifier(for: segue) {
    case .showEntry:
      // showDetail leads to the detail's navigation controller; its root is the detail.
      let detail = destination(of: segue, as: DetailViewController.self)
      detail.entry = tableView.indexPathForSelectedRow.map { entries[$0.row] }
    }
  }
}
