// probe: uikit rejects "call to main actor-isolated instance method 'instantiate()' in a synchronous nonisolated context"
// `instantiate()` is main-actor because UIKit's UIStoryboard is: a synchronous nonisolated test
// method cannot call it (mark the test `@MainActor`, or `await` it from an async one).
import Foundation
import SegueKit
import UIKit

final class ProbeEditorViewController: UIViewController {}

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

struct ProbeSceneTests {
  nonisolated func testInstantiate() {
    let scene: SceneType<Main, ProbeEditorViewController> = "JobEditor"
    _ = scene.instantiate()
  }
}
