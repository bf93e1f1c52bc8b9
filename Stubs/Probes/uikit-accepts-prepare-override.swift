// probe: uikit accepts
// In Swift 6 mode, overrides of `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:
// sender:)` inherit UIViewController's main-actor isolation, so they may read the segue's
// controllers and set their properties, and call `performSegue` and `super`.
import UIKit

final class ProbeListViewController: UIViewController {
  var selected: String?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    segue.destination.title = selected
    _ = (segue.identifier, segue.source)
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    selected != nil && super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
  }

  func edit() {
    performSegue(withIdentifier: "Edit", sender: self)
  }
}
