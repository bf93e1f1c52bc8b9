import LedgerModel
import UIKit

/// Past entries of every account.
final class HistoryViewController: UITableViewController {
  var accounts: [Account] = []
}
