// probe: uikit rejects "call to main actor-isolated initializer 'init(name:bundle:)' in a synchronous nonisolated context"
// Opening a storyboard (`+storyboardWithName:bundle:`, imported as an initializer) is main-actor
// isolated as the rest of UIStoryboard.
import UIKit

func mainStoryboard() -> UIStoryboard {
  UIStoryboard(name: "Main", bundle: nil)
}
