import SegueKit

/// A storyboard without a file, for tests: its scenes are factories that make controllers, so
/// the app's typed scenes can be instantiated where there is no storyboard to load.
///
/// Register a factory per storyboard identifier the code instantiates, under the storyboard's
/// name, then instantiate the generated scenes from it:
///
/// ```swift
/// let storyboard = HeadlessStoryboard(
///   name: "Main",
///   initialScene: { JobListViewController() },
///   scenes: [
///     "JobEditor": { JobEditorViewController() },
///     "Settings": { HeadlessNavigationController(root: SettingsViewController()) },
///   ])
/// let editor = try StoryboardScene.Main.jobEditor.instantiate(from: storyboard)
/// ```
///
/// The scenes are checked by the same decision as UIKit's and AppKit's, and fail with the
/// same `SceneFailure` messages; what UIKit raises for (no such storyboard, no scene with
/// the identifier) is thrown as a ``HeadlessNavigationError``.
public struct HeadlessStoryboard: Sendable {
  /// The storyboard's name, which scenes instantiated from it must name.
  public let name: String
  private let initialScene: (@MainActor () -> AnyObject)?
  private let scenes: [String: @MainActor () -> AnyObject]

  /// A storyboard named `name`.
  /// - Parameters:
  ///   - name: The name the app's scenes give the storyboard, without its extension.
  ///   - initialScene: Makes the initial controller; nil for a storyboard without one.
  ///   - scenes: Make the controller of each scene, by storyboard identifier.
  public init(
    name: String, initialScene: (@MainActor () -> AnyObject)? = nil,
    scenes: [String: @MainActor () -> AnyObject] = [:]
  ) {
    self.name = name
    self.initialScene = initialScene
    self.scenes = scenes
  }

  /// The storyboard identifiers of its scenes, sorted.
  public var identifiers: [String] { scenes.keys.sorted() }

  /// A new controller of the scene with `identifier` (UIKit's
  /// `instantiateViewController(withIdentifier:)`); throws where UIKit raises.
  @MainActor
  public func instantiateController(withIdentifier identifier: String)
    throws(HeadlessNavigationError) -> AnyObject
  {
    guard let make = scenes[identifier] else {
      throw .noScene(storyboard: name, identifier: identifier)
    }
    return make()
  }

  /// A new initial controller, or nil when the storyboard has none (UIKit's
  /// `instantiateInitialViewController()`).
  @MainActor
  public func instantiateInitialController() -> AnyObject? {
    initialScene?()
  }
}
