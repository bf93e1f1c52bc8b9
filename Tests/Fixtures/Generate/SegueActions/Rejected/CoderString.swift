// expect: cannot convert value of type
import UIKit

final class BrokenViewController: UIViewController {
  @IBSegueAction func makeDetail(_ coder: String, sender: Any?) -> DetailViewController? {
    nil
  }
}
