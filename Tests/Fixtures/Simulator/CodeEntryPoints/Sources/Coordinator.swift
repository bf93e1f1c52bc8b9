import UIKit

final class Coordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  /// The settings, pushed: the storyboard does not say so, the code does.
  func showSettings() {
    let storyboard = UIStoryboard(name: "Settings", bundle: nil)
    guard let settings = storyboard.instantiateInitialViewController() else { return }
    navigationController.pushViewController(settings, animated: true)
  }

  func showProfile() {
    let storyboard = UIStoryboard(name: "Settings", bundle: nil)
    let profile = storyboard.instantiateViewController(withIdentifier: "Profile")
    navigationController.pushViewController(profile, animated: true)
  }

  func showHelp() {
    navigationController.present(StoryboardScene.Settings.help.instantiate(), animated: true)
  }

  /// A scene whose storyboard and identifier come from the caller.
  func show(scene identifier: String, in name: String) {
    let storyboard = UIStoryboard(name: name, bundle: nil)
    let controller = storyboard.instantiateViewController(withIdentifier: identifier)
    navigationController.pushViewController(controller, animated: true)
  }
}
