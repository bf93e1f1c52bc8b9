import LedgerModel
import UIKit

/// Shows one receipt. It moved here from the app target; Main.storyboard still names the app's
/// module for it, so at run time UIKit would not find it there.
open class ReceiptViewController: UIViewController {
  public var account: Account?
}
