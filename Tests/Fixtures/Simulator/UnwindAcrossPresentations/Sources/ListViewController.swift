import UIKit

class BaseListViewController: UITableViewController {
  @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
}

final class ListViewController: BaseListViewController {}
