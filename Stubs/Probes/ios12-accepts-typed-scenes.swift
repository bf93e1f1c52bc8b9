// probe: ios12 accepts
// Typed scenes without a creator need nothing newer than the storyboard APIs of iOS 5, so an app
// deploying to iOS 12 may instantiate them.
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {}

enum Scenes {
  static let jobEditor = SceneType<JobEditorViewController>(
    storyboard: "Main", identifier: "JobEditor", bundle: .main)
  static let initialScene = InitialSceneType<UINavigationController>(
    storyboard: "Main", bundle: .main)
}

@MainActor func open(from controller: UIViewController) {
  controller.show(Scenes.jobEditor.instantiate(), sender: nil)
  if let navigation = Scenes.initialScene.instantiateIfMatching() {
    controller.present(navigation, animated: true)
  }
}
