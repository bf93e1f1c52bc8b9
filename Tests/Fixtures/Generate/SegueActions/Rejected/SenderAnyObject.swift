// expect: value of type 'Any' expected to be instance of class
import UIKit

final class BrokenViewController: UIViewController {
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: AnyObject?) -> DetailViewController? {
    nil
  }
}
