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
/// The storyboard is a type, so a scene holds only its identifier and is written as a string
/// literal (`static var jobEditor: SceneType<Main, JobEditorViewController> { "JobEditor" }`),
/// which costs the compiler far less than an initializer call with the storyboard's name and
/// bundle.
///
/// The UIKit adapter (iOS, tvOS) adds `instantiate()`, `instantiateIfMatching()` and
/// `instantiate(creator:)` for `UIViewController` subclasses, the AppKit adapter the same for
/// `NSViewController` and `NSWindowController` subclasses, and HeadlessNavigation
/// `instantiate(from:)` for tests. All of them check the controller the storyboard made with
/// the same platform-free decision and fail with the same ``SceneFailure``.
public struct SceneType<Storyboard: StoryboardName, Controller>: Sendable, Hashable,
  ExpressibleByStringLiteral
{
  /// The scene's storyboard identifier ("Storyboard ID" in Interface Builder).
  public let identifier: String

  /// The scene of `Storyboard` whose storyboard identifier is `identifier`.
  public init(identifier: String) {
    self.identifier = identifier
  }

  /// The scene of `Storyboard` whose storyboard identifier is the literal.
  public init(stringLiteral identifier: String) {
    self.identifier = identifier
  }

  /// The storyboard's name, without its extension, as `UIStoryboard(name:bundle:)` takes it.
  public var storyboardName: String { Storyboard.storyboardName }
  /// The bundle the storyboard is compiled into.
  public var bundle: Bundle { Storyboard.bundle }

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
