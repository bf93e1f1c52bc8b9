import UIKit

/// Names the app's SegueIdentifier, which has no case for its "ShowReceipt": a conformance
/// would hide the enum, so none is generated.
final class OrdersViewController: UIViewController {
  func back() {
    performSegue(withIdentifier: SegueIdentifier.ShowListings.rawValue, sender: nil)
  }
}
