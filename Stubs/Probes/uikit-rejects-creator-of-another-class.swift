// probe: uikit rejects "to expected argument type '(NSCoder) -> JobEditorViewController?'"
// A creator makes the scene's class: another class does not compile.
import Foundation
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

@MainActor func editor() -> JobEditorViewController {
  SceneType<Main, JobEditorViewController>(identifier: "JobEditor").instantiate { coder in SettingsViewController(coder: coder) }
}
