// A segue action UIKit calls, which the generated file cannot name: its extension is private.
import UIKit

final class BrokenViewController: UIViewController {}

private extension BrokenViewController {
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    DetailViewController(coder: coder)
  }
}
