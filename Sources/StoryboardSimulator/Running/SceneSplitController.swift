import HeadlessNavigation
import NavigationCore
import StoryboardExplorer

/// The simulator's split view controller for a scene.
@MainActor
final class SceneSplitController: HeadlessSplitController {
  let target: SceneTarget

  init(
    target: SceneTarget, name: String, layout: SplitLayout,
    columns: [HeadlessController]
  ) {
    self.target = target
    super.init(name: name, items: columns)
    self.layout = layout
  }
}
