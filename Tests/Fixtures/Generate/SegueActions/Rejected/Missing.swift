// expect: type 'BrokenViewController' has no member 'makeDetail(_:sender:)'
import UIKit

final class BrokenViewController: UIViewController {
  func viewDidAppearOnce() {}
}
