import UIKit

// Private to this file, as the other controller's is to its own: neither is the module's, and
// the generated file sees neither.
private enum SegueIdentifier: String {
  case tagAnImage = "TagAnImage"
}

final class TaggerViewController: UIViewController {
  func tag() {
    performSegue(withIdentifier: SegueIdentifier.tagAnImage.rawValue, sender: nil)
  }
}
