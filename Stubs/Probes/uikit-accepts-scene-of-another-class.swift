// probe: uikit accepts
// The class a scene is typed as is checked when it is instantiated, not when it compiles: a
// scene typed as the wrong controller compiles and traps at run time with a sentence naming the
// storyboard, the identifier and both classes (see SceneFailure).
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {}

@MainActor func settings() -> JobEditorViewController {
  // "Settings" is a navigation controller in the storyboard.
  SceneType<JobEditorViewController>(storyboard: "Main", identifier: "Settings", bundle: .main)
    .instantiate()
}
