// expect: requires that 'NSObject' inherit from 'UIViewController'
import UIKit

final class BrokenViewController: UIViewController {
  @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> NSObject? {
    nil
  }
}
