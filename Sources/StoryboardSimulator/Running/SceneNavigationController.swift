import HeadlessNavigation
import StoryboardExplorer

/// The simulator's navigation controller for a scene.
@MainActor
final class SceneNavigationController: HeadlessNavigationController {
  let target: SceneTarget
  private let implementedActions: Set<String>

  init(target: SceneTarget, name: String, actions: Set<String>, root: HeadlessController) {
    self.target = target
    implementedActions = actions
    super.init(name: name, root: root)
  }

  override func canPerformUnwindSegueAction(
    _ action: String, from source: HeadlessController, sender: Any?
  ) -> Bool {
    implementedActions.contains(action)
  }
}
