// probe: uikit rejects "to expected argument type '(NSCoder) -> JobEditorViewController?'"
// A creator makes the scene's class: another class does not compile.
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

@MainActor func editor() -> JobEditorViewController {
  SceneType<JobEditorViewController>(storyboard: "Main", identifier: "JobEditor", bundle: .main)
    .instantiate { coder in SettingsViewController(coder: coder) }
}
