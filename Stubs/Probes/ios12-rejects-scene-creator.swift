// probe: ios12 rejects "only available in iOS 13.0 or newer"
// SegueKit's creator is UIKit's `instantiateViewController(identifier:creator:)`, which iOS 13
// introduced: an app deploying to iOS 12 cannot call it without an availability check.
import Foundation
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {
  init?(coder: NSCoder, employer: String) { super.init(coder: coder) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

@MainActor func edit(_ employer: String) -> JobEditorViewController {
  SceneType<Main, JobEditorViewController>(identifier: "JobEditor").instantiate { coder in JobEditorViewController(coder: coder, employer: employer) }
}
