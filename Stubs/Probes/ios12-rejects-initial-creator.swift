// probe: ios12 rejects "only available in iOS 13.0 or newer"
// The initial scene's creator is iOS 13's too.
import UIKit

@MainActor func initial(in storyboard: UIStoryboard) -> UIViewController? {
  storyboard.instantiateInitialViewController { coder in UIViewController(coder: coder) }
}
