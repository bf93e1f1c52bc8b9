// probe: uikit rejects "missing return in instance method"
// A SIL diagnostic: the check emits modules, so it does not stop at type checking.
import SegueKit
import UIKit

final class ProbeViewController: UIViewController, SegueHandler {
  enum SegueIdentifier: String { case edit = "Edit" }

  func editor(for segue: UIStoryboardSegue) -> UIViewController? {
    if segueIdentifierIfKnown(for: segue) == .edit {
      return destination(of: segue, as: UIViewController.self)
    }
  }
}
