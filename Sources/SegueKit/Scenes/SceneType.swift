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
/// `instantiate(from:)` for tests, each once for both kinds of ``TypedScene``. All of them check
/// the controller the storyboard made with the same platform-free decision and fail with the
/// same ``SceneFailure``.
public struct SceneType<Storyboard: StoryboardName, Controller>: TypedScene,
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

  /// The scene's storyboard identifier, never nil: this is not an initial scene.
  public var sceneIdentifier: String? { identifier }
}
