// A segue action UIKit calls, which the generated file cannot name: it is private.
import UIKit

final class BrokenViewController: UIViewController {
  @IBSegueAction private func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    DetailViewController(coder: coder)
  }
}
