import Foundation
import UIKit

/// The paychecks of one job, pushed from the job list by ShowAllPaychecks.
final class PaycheckListViewController: UITableViewController {
  /// The job shown, set by the job list.
  var job: Job? {
    didSet { title = job?.employer }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    job?.paychecks.count ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PaycheckCell", for: indexPath)
    if let paycheck = job?.paychecks[indexPath.row] {
      cell.textLabel?.text = "\(paycheck.amount)"
    }
    return cell
  }
}
