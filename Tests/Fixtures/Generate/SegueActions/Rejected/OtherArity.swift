// expect: type 'BrokenViewController' has no member 'makeDetail(_:sender:)'
import UIKit

final class BrokenViewController: UIViewController {
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?)
    -> DetailViewController?
  {
    nil
  }
}
