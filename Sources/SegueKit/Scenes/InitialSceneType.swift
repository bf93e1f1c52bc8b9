/// A storyboard's initial scene, typed as the controller it makes.
///
/// `segue generate` writes one as `initialScene` for every storyboard with an initial
/// controller (followed through a storyboard reference when the entry point is one):
///
/// ```swift
/// window.rootViewController = StoryboardScene.Main.initialScene.instantiate()
/// ```
///
/// The storyboard is a type, as in ``SceneType``, so the value holds nothing. The platforms add
/// the same methods as to ``SceneType``, over the storyboard's
/// `instantiateInitialViewController()` (UIKit) or `instantiateInitialController()` (AppKit).
public struct InitialSceneType<Storyboard: StoryboardName, Controller>: TypedScene {
  /// The initial scene of `Storyboard`.
  public init() {}

  /// Nil: the initial scene is the one without a storyboard identifier.
  public var sceneIdentifier: String? { nil }
}
