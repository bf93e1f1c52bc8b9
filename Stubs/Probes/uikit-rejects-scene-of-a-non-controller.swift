// probe: uikit rejects "'NSObject' inherit from 'UIViewController'"
// Only view controllers are instantiated from UIKit storyboards.
import Foundation
import SegueKit
import UIKit

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

@MainActor func object() -> NSObject {
  SceneType<Main, NSObject>(identifier: "Object").instantiate()
}
