// expect: invalid conversion from 'async' function
import UIKit

final class BrokenViewController: UIViewController {
  func makeDetail(_ coder: NSCoder, sender: Any?) async -> DetailViewController? {
    nil
  }
}
