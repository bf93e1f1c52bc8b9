import SegueKit

/// The same typed scene API as SegueKit's UIKit adapter, from a ``HeadlessStoryboard``, once for
/// a scene with an identifier and the initial scene: the same decision, the same `SceneFailure`
/// values and messages.
@MainActor
extension TypedScene {
  /// A new controller of this scene from `storyboard`; traps like the UIKit adapter when the
  /// storyboard makes another class or, for the initial scene, has no initial controller.
  /// - Throws: Where UIKit raises: `storyboard` is not the storyboard this scene names, or has
  ///   no scene with its identifier.
  public func instantiate(from storyboard: HeadlessStoryboard) throws(HeadlessNavigationError)
    -> Controller
  {
    SceneFailure.trapping(try resolveController(from: storyboard))
  }

  /// A new controller of this scene from `storyboard`, or nil when it makes another class or,
  /// for the initial scene, has no initial controller.
  /// - Throws: Where UIKit raises, as ``instantiate(from:)`` does.
  public func instantiateIfMatching(from storyboard: HeadlessStoryboard)
    throws(HeadlessNavigationError) -> Controller?
  {
    // Only the mismatch becomes nil; what UIKit raises for is still thrown.
    let result = try resolveController(from: storyboard)
    return try? result.get()
  }

  /// A new controller of this scene from `storyboard`, or the failure the UIKit adapter would
  /// trap with.
  /// - Throws: Where UIKit raises, as ``instantiate(from:)`` does.
  public func resolveController(from storyboard: HeadlessStoryboard)
    throws(HeadlessNavigationError) -> Result<Controller, SceneFailure>
  {
    guard storyboard.name == storyboardName else {
      throw .noStoryboard(named: storyboardName, headless: storyboard.name)
    }
    guard let identifier = sceneIdentifier else {
      return resolve(storyboard.instantiateInitialController())
    }
    return resolve(try storyboard.instantiateController(withIdentifier: identifier))
  }
}
