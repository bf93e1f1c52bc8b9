import UIKit

/// Names nothing of the generated code's: it gets its own nested enum.
final class ArtworkViewController: UIViewController {
  func showOrders() {
    performSegue(withIdentifier: "ShowOrders", sender: nil)
  }
}
