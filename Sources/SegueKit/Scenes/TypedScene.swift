import Foundation

/// A typed storyboard scene: a ``SceneType`` (a scene with a storyboard identifier) or an
/// ``InitialSceneType`` (the storyboard's initial scene).
///
/// The platforms add `instantiate()`, `instantiateIfMatching()` and `instantiate(creator:)`
/// (UIKit, AppKit) or `instantiate(from:)` (HeadlessNavigation) to both kinds through this
/// protocol, so each method is written once: ``sceneIdentifier`` decides which of the
/// storyboard's methods makes the controller, and one platform-free decision checks its class.
public protocol TypedScene: Sendable, Hashable {
  /// The storyboard the scene is in.
  associatedtype Storyboard: StoryboardName
  /// The class the code expects the scene's controller to be.
  associatedtype Controller

  /// The scene's storyboard identifier, or nil for the storyboard's initial scene.
  var sceneIdentifier: String? { get }
}

extension TypedScene {
  /// The storyboard's name, without its extension, as `UIStoryboard(name:bundle:)` takes it.
  public var storyboardName: String { Storyboard.storyboardName }
  /// The bundle the storyboard is compiled into.
  public var bundle: Bundle { Storyboard.bundle }

  /// `instantiated` — what the storyboard made for this scene, nil only when an initial scene's
  /// storyboard has no initial controller — as a `Controller`, or the failure naming the
  /// storyboard, the scene and both classes.
  ///
  /// This is the decision behind every platform's `instantiate()`; it never traps, so it can be
  /// asserted on in tests.
  package func resolve(_ instantiated: Any?) -> Result<Controller, SceneFailure> {
    guard let instantiated else {
      return .failure(
        .noInitialScene(storyboard: storyboardName, expected: String(describing: Controller.self)))
    }
    if let controller = instantiated as? Controller { return .success(controller) }
    let names = SceneFailure.typeNames(expected: Controller.self, found: instantiated)
    return .failure(
      .mismatch(
        storyboard: storyboardName, identifier: sceneIdentifier, expected: names.expected,
        found: names.found))
  }
}
