// probe: uikit accepts
// What SegueKit promises off the main actor: scenes are Sendable values, so a nonisolated test
// method or a background task may read, compare, hash and send them; making the controller is
// main-actor work (UIKit's UIStoryboard is main-actor), reached with `await`.
import Foundation
import SegueKit
import UIKit

enum Main: StoryboardName {
  static var storyboardName: String { "Main" }
  static var bundle: Bundle { .main }
}

enum ProbeScenes {
  static let jobEditor: SceneType<Main, ProbeEditorViewController> = "JobEditor"
  static let initialScene = InitialSceneType<Main, UINavigationController>()
}

final class ProbeEditorViewController: UIViewController {}

struct ProbeSceneTests {
  nonisolated func testScenesAreValues() {
    let scene = ProbeScenes.jobEditor
    precondition(scene.identifier == "JobEditor" && scene.storyboardName == "Main")
    precondition(Set([scene, scene]).count == 1 && scene.bundle == Bundle.main)
    precondition(ProbeScenes.initialScene == ProbeScenes.initialScene)
  }

  nonisolated func testScenesCrossTasks() async {
    let scene = ProbeScenes.jobEditor
    let identifier = await Task.detached { scene.identifier }.value
    precondition(identifier == "JobEditor")
  }

  nonisolated func testInstantiateHopsToTheMainActor() async {
    let editor = await ProbeScenes.jobEditor.instantiate()
    let root = await MainActor.run { ProbeScenes.initialScene.instantiateIfMatching() }
    _ = (editor, root)
  }
}
