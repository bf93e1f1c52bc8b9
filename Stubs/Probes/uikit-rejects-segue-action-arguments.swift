// probe: uikit rejects "@IBSegueAction methods must have 1 to 3 arguments"
// UIKit passes a segue action at most the coder, the sender and the segue's identifier.
import UIKit

final class ProbeListViewController: UIViewController {
  @IBSegueAction func showDetail(
    _ coder: NSCoder, sender: Any?, segueIdentifier: String?, item: Int
  ) -> UIViewController? {
    UIViewController(coder: coder)
  }
}
