// probe: uikit rejects "call to main actor-isolated instance method 'instantiate()' in a synchronous nonisolated context"
// `instantiate()` is main-actor because UIKit's UIStoryboard is: a synchronous nonisolated test
// method cannot call it (mark the test `@MainActor`, or `await` it from an async one).
import SegueKit
import UIKit

final class ProbeEditorViewController: UIViewController {}

struct ProbeSceneTests {
  nonisolated func testInstantiate() {
    let scene = SceneType<ProbeEditorViewController>(
      storyboard: "Main", identifier: "JobEditor", bundle: .main)
    _ = scene.instantiate()
  }
}
