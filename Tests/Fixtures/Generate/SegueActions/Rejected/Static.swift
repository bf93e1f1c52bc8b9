// expect: cannot convert value of type
import UIKit

final class BrokenViewController: UIViewController {
  static func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
    nil
  }
}
