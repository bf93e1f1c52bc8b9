// probe: uikit rejects "'NSObject' inherit from 'UIViewController'"
// Only view controllers are instantiated from UIKit storyboards.
import SegueKit
import UIKit

@MainActor func object() -> NSObject {
  SceneType<NSObject>(storyboard: "Main", identifier: "Object", bundle: .main).instantiate()
}
