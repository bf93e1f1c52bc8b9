// expect: invalid conversion from throwing function
import UIKit

final class BrokenViewController: UIViewController {
  func makeDetail(_ coder: NSCoder, sender: Any?) throws -> DetailViewController? {
    nil
  }
}
