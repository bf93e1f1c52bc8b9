// probe: tvos rejects "'popoverPresentationController' is unavailable"
// tvOS has no popovers.
import UIKit

@MainActor func anchor(_ controller: UIViewController, to item: UIBarButtonItem) {
  controller.popoverPresentationController?.barButtonItem = item
}
