import HeadlessNavigation

/// A controller the simulator made for a scene, or for a stand-in, and the unwind actions its
/// class implements.
@MainActor
protocol SceneBacked: HeadlessController {
  /// The scene (or stand-in) the controller was made for.
  var target: SceneTarget { get }
}
