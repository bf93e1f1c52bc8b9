import HeadlessNavigation
import NavigationCore
import StoryboardExplorer

/// The simulator's split view controller for a scene.
@MainActor
final class SceneSplitController: HeadlessSplitController {
  let target: SceneTarget
  private let implementedActions: Set<String>

  init(
    target: SceneTarget, name: String, actions: Set<String>, layout: SplitLayout,
    columns: [HeadlessController]
  ) {
    self.target = target
    implementedActions = actions
    super.init(name: name, items: columns)
    self.layout = layout
  }

  override func canPerformUnwindSegueAction(
    _ action: String, from source: HeadlessController, sender: Any?
  ) -> Bool {
    implementedActions.contains(action)
  }
}
