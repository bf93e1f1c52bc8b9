// probe: uikit rejects "call to main actor-isolated instance method 'instantiateViewController(withIdentifier:)' in a synchronous nonisolated context"
// UIStoryboard is main-actor isolated (NS_SWIFT_UI_ACTOR): code that is not on the main actor
// cannot instantiate a scene, which is why SegueKit's `instantiate()` is main-actor too.
import UIKit

func editor(in storyboard: UIStoryboard) -> UIViewController {
  storyboard.instantiateViewController(withIdentifier: "JobEditor")
}
