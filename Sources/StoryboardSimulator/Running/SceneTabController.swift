import HeadlessNavigation
import StoryboardExplorer

/// The simulator's tab bar (or macOS tab view) controller for a scene.
@MainActor
final class SceneTabController: HeadlessTabController {
  let target: SceneTarget

  init(target: SceneTarget, name: String, tabs: [HeadlessController]) {
    self.target = target
    super.init(name: name, tabs: tabs)
  }
}
