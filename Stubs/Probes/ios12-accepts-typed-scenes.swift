// probe: ios12 accepts
// Typed scenes without a creator need nothing newer than the storyboard APIs of iOS 5, so an app
// deploying to iOS 12 may instantiate them.
import Foundation
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {}

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

enum Scenes {
  static let jobEditor: SceneType<Main, JobEditorViewController> = "JobEditor"
  static let initialScene = InitialSceneType<Main, UINavigationController>()
}

@MainActor func open(from controller: UIViewController) {
  controller.show(Scenes.jobEditor.instantiate(), sender: nil)
  if let navigation = Scenes.initialScene.instantiateIfMatching() {
    controller.present(navigation, animated: true)
  }
}
