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
/// The platforms add the same methods as to ``SceneType``, over the storyboard's
/// `instantiateInitialViewController()` (UIKit) or `instantiateInitialController()` (AppKit).
public struct InitialSceneType<Controller>: Sendable, Hashable {
  /// The storyboard's name, without its extension, as `UIStoryboard(name:bundle:)` takes it.
  public let storyboardName: String
  /// The bundle the storyboard is compiled into.
  public let bundle: Bundle

  /// The initial scene of the storyboard named `storyboard` in `bundle`; see
  /// ``SceneType/init(storyboard:identifier:bundle:)`` for the bundle generated code passes.
  /// - Parameters:
  ///   - storyboard: The storyboard's name, without its extension.
  ///   - bundle: The bundle the storyboard is compiled into.
  public init(storyboard: String, bundle: Bundle) {
    self.storyboardName = storyboard
    self.bundle = bundle
  }

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
