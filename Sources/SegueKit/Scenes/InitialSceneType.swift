import Foundation

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
public struct InitialSceneType<Storyboard: StoryboardName, Controller>: Sendable, Hashable {
  /// The initial scene of `Storyboard`.
  public init() {}

  /// The storyboard's name, without its extension, as `UIStoryboard(name:bundle:)` takes it.
  public var storyboardName: String { Storyboard.storyboardName }
  /// The bundle the storyboard is compiled into.
  public var bundle: Bundle { Storyboard.bundle }

  /// `instantiated` — what the storyboard made as its initial controller, nil when it has
  /// none — as a `Controller`, or the failure describing what happened instead.
  package func resolve(_ instantiated: Any?) -> Result<Controller, SceneFailure> {
    guard let instantiated else {
      return .failure(
        .noInitialScene(storyboard: storyboardName, expected: String(describing: Controller.self)))
    }
    if let controller = instantiated as? Controller { return .success(controller) }
    let names = SceneFailure.typeNames(expected: Controller.self, found: instantiated)
    return .failure(
      .mismatch(
        storyboard: storyboardName, identifier: nil, expected: names.expected, found: names.found
      ))
  }
}
