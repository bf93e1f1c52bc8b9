// probe: uikit rejects "call to main actor-isolated instance method 'performSegue(withIdentifier:sender:)' in a synchronous nonisolated context"
// UIViewController is main-actor isolated: a segue is performed on the main actor.
import UIKit

func edit(from controller: UIViewController) {
  controller.performSegue(withIdentifier: "Edit", sender: nil)
}
