// probe: uikit accepts
// The class a scene is typed as is checked when it is instantiated, not when it compiles: a
// scene typed as the wrong controller compiles and traps at run time with a sentence naming the
// storyboard, the identifier and both classes (see SceneFailure).
import Foundation
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {}

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

@MainActor func settings() -> JobEditorViewController {
  // "Settings" is a navigation controller in the storyboard.
  SceneType<Main, JobEditorViewController>(identifier: "Settings").instantiate()
}
