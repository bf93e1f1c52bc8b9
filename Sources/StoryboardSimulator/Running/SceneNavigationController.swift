import HeadlessNavigation
import StoryboardExplorer

/// The simulator's navigation controller for a scene.
@MainActor
final class SceneNavigationController: HeadlessNavigationController {
  let target: SceneTarget

  init(target: SceneTarget, name: String, root: HeadlessController) {
    self.target = target
    super.init(name: name, root: root)
  }
}
