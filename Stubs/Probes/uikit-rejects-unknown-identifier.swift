// probe: uikit rejects "has no member 'previous'"
// A segue identifier the controller's SegueIdentifier lacks does not compile.
import SegueKit
import UIKit

final class ProbeViewController: UIViewController, SegueHandler {
  enum SegueIdentifier: String, CaseIterable { case next = "Next" }
  func go() { performSegue(.previous, sender: nil) }
}
