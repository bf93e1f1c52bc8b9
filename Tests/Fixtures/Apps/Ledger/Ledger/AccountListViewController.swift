import LedgerModel
import LedgerUI
import SegueKit
import UIKit

/// The first screen: every account. Its segues and their destinations come from the
/// generated `TypedSegue`.
final class AccountListViewController: UITableViewController {
  var accounts = [Account(name: "Checking", balance: 1200)]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    accounts.count
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch typedSegue(for: segue) {
    case .showHistory(let history):
      history.accounts = accounts
    case .showReports(let reports):
      reports.accountCount = accounts.count
    case .showRouting(let routing):
      routing.destinationName = "Checking"
    case .showMangled(let legacy):
      legacy.title = "Legacy"
    case .showDetail, .compose, .showReceipt, .showChart, .export, .audit, .showArchive:
      break
    case nil:
      break
    }
  }

  /// Xcode's own stub for a creation method: it returns the base class, not the destination's.
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? {
    AccountDetailViewController(coder: coder, account: accounts.first)
  }

  @IBSegueAction func makeCompose(_ coder: NSCoder) -> ComposeViewController {
    guard let compose = ComposeViewController(coder: coder) else {
      fatalError("The storyboard's coder could not make a ComposeViewController.")
    }
    return compose
  }

  @IBSegueAction func makeHistory(coder: NSCoder, sender: Any?, segueIdentifier: String?)
    -> HistoryViewController?
  {
    HistoryViewController(coder: coder)
  }

  @IBAction func unwindToAccounts(_ segue: UIStoryboardSegue) {}
}
