// probe: tvos rejects "'formSheet' is unavailable"
// tvOS has no form sheets.
import UIKit

@MainActor func present(_ controller: UIViewController) {
  controller.modalPresentationStyle = .formSheet
}
