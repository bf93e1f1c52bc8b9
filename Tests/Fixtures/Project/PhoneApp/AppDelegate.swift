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

/// Made by the ShowSettings segue's action, which the generated file cannot see: it is in a
/// private extension, so generate leaves it unbound and lint warns.
final class PhoneSettingsViewController: UIViewController {}

private extension PhoneViewController {
  @IBSegueAction func makeSettings(_ coder: NSCoder) -> PhoneSettingsViewController? {
    PhoneSettingsViewController(coder: coder)
  }
}
