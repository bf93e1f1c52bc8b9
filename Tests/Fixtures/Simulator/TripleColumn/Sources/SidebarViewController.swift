import UIKit

final class SidebarViewController: UITableViewController {
  @IBAction func backToMailboxes(_ segue: UIStoryboardSegue) {}
}
