import Foundation

/// A storyboard scene that has a storyboard identifier, typed as the controller it makes.
///
/// `segue generate` writes one for every scene with a storyboard identifier, under an enum per
/// storyboard, so code instantiates scenes without strings or casts:
///
/// ```swift
/// let editor = StoryboardScene.Main.jobEditor.instantiate()   // a JobEditorViewController
/// let injected = StoryboardScene.Main.jobEditor.instantiate { coder in
///   JobEditorViewController(coder: coder, job: job)
/// }
/// ```
///
/// The UIKit adapter (iOS, tvOS) adds `instantiate()`, `instantiateIfMatching()` and
/// `instantiate(creator:)` for `UIViewController` subclasses, the AppKit adapter the same for
/// `NSViewController` and `NSWindowController` subclasses, and HeadlessNavigation
/// `instantiate(from:)` for tests. All of them check the controller the storyboard made with
/// the same platform-free decision and fail with the same ``SceneFailure``.
public struct SceneType<Controller>: Sendable, Hashable {
  /// The storyboard's name, without its extension, as `UIStoryboard(name:bundle:)` takes it.
  public let storyboardName: String
  /// The scene's storyboard identifier ("Storyboard ID" in Interface Builder).
  public let identifier: String
  /// The bundle the storyboard is compiled into.
  public let bundle: Bundle

  /// A scene of the storyboard named `storyboard` in `bundle`.
  ///
  /// Generated code passes the bundle of the module it is compiled in: `Bundle.module` in a
  /// Swift package target (whose storyboards are resources), otherwise `Bundle(for:)` of a class
  /// of that module, which is the app's or the framework's bundle; or the bundle that the
  /// expression given to `segue generate --bundle` names.
  /// - Parameters:
  ///   - storyboard: The storyboard's name, without its extension.
  ///   - identifier: The scene's storyboard identifier.
  ///   - bundle: The bundle the storyboard is compiled into.
  public init(storyboard: String, identifier: String, bundle: Bundle) {
    self.storyboardName = storyboard
    self.identifier = identifier
    self.bundle = bundle
  }

  /// `instantiated` — what the storyboard made for this scene — as a `Controller`, or the
  /// failure naming the storyboard, the identifier and both classes.
  ///
  /// This is the decision behind every platform's `instantiate()`; it never traps, so it can be
  /// asserted on in tests.
  package func resolve(_ instantiated: Any) -> Result<Controller, SceneFailure> {
    if let controller = instantiated as? Controller { return .success(controller) }
    let names = SceneFailure.typeNames(expected: Controller.self, found: instantiated)
    return .failure(
      .mismatch(
        storyboard: storyboardName, identifier: identifier, expected: names.expected,
        found: names.found))
  }
}
