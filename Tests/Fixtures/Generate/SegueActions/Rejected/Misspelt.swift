// expect: type 'BrokenViewController' has no member 'makeDetail(_:sender:)'
import UIKit

final class BrokenViewController: UIViewController {
  @IBSegueAction func makeDetial(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    nil
  }
}
