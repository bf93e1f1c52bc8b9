import UIKit

final class ListViewController: UITableViewController {
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    DetailViewController(coder: coder)
  }

  @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

  func open() {
    performSegue(withIdentifier: "ShowDetail", sender: self)
    performSegue(withIdentifier: "ShowDetails", sender: self)
  }
}
