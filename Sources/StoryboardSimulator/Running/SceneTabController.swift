import HeadlessNavigation
import StoryboardExplorer

/// The simulator's tab bar (or macOS tab view) controller for a scene.
@MainActor
final class SceneTabController: HeadlessTabController {
  let target: SceneTarget
  private let implementedActions: Set<String>

  init(target: SceneTarget, name: String, actions: Set<String>, tabs: [HeadlessController]) {
    self.target = target
    implementedActions = actions
    super.init(name: name, tabs: tabs)
  }

  override func canPerformUnwindSegueAction(
    _ action: String, from source: HeadlessController, sender: Any?
  ) -> Bool {
    implementedActions.contains(action)
  }
}
