import SegueKit
import UIKit

/// Routes by name: `performSegue(withIdentifier:sender:)` maps old identifiers that code still
/// uses onto the storyboard's, so "LegacyAccount" never reaches UIKit.
final class RoutingViewController: UIViewController {
  var destinationName = ""

  func openAccount() {
    performSegue(withIdentifier: "LegacyAccount", sender: nil)
  }

  override func performSegue(withIdentifier identifier: String, sender: Any?) {
    let routed = identifier == "LegacyAccount" ? "RouteToAccount" : identifier
    super.performSegue(withIdentifier: routed, sender: sender)
  }
}
