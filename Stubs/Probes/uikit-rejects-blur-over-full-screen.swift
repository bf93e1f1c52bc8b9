// probe: uikit rejects "'blurOverFullScreen' is unavailable"
// The blurred full-screen presentation exists on tvOS only.
import UIKit

@MainActor func present(_ controller: UIViewController) {
  controller.modalPresentationStyle = .blurOverFullScreen
}
