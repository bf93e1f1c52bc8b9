// expect: requires that 'Any?' inherit from 'UIViewController'
import UIKit

final class BrokenViewController: UIViewController {
  func makeDetail(_ coder: NSCoder, sender: Any?) -> Any? {
    nil
  }
}
