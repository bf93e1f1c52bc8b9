import HeadlessNavigation
import StoryboardExplorer

/// The simulator's controller for a scene that is not a navigation, tab or split controller,
/// and for stand-ins.
@MainActor
final class SceneController: HeadlessController {
  let target: SceneTarget

  init(target: SceneTarget, name: String) {
    self.target = target
    super.init(name: name)
  }
}
