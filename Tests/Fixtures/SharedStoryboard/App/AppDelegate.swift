import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func showSettings() {
    let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
    window?.rootViewController = settings
  }
}
