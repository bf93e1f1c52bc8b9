import HeadlessNavigation
import StoryboardExplorer

/// The simulator's controller for a scene that is not a navigation, tab or split controller,
/// and for stand-ins.
@MainActor
final class SceneController: HeadlessController {
  let target: SceneTarget
  private let implementedActions: Set<String>

  init(target: SceneTarget, name: String, actions: Set<String>) {
    self.target = target
    implementedActions = actions
    super.init(name: name)
  }

  override func canPerformUnwindSegueAction(
    _ action: String, from source: HeadlessController, sender: Any?
  ) -> Bool {
    implementedActions.contains(action)
  }
}
