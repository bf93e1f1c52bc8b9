// probe: ios12 rejects "only available in iOS 13.0 or newer"
// The stub declares UIKit's creator with the SDK's availability (iOS 13, tvOS 13).
import UIKit

@MainActor func editor(in storyboard: UIStoryboard) -> UIViewController {
  storyboard.instantiateViewController(identifier: "JobEditor") { coder in
    UIViewController(coder: coder)
  }
}
