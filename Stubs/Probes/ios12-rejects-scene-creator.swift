// probe: ios12 rejects "only available in iOS 13.0 or newer"
// SegueKit's creator is UIKit's `instantiateViewController(identifier:creator:)`, which iOS 13
// introduced: an app deploying to iOS 12 cannot call it without an availability check.
import SegueKit
import UIKit

final class JobEditorViewController: UIViewController {
  init?(coder: NSCoder, employer: String) { super.init(coder: coder) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor func edit(_ employer: String) -> JobEditorViewController {
  SceneType<JobEditorViewController>(storyboard: "Main", identifier: "JobEditor", bundle: .main)
    .instantiate { coder in JobEditorViewController(coder: coder, employer: employer) }
}
