#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // One set of methods for both kinds of scene: a scene with an identifier is made by
  // `instantiateViewController(withIdentifier:)`, the initial scene by
  // `instantiateInitialViewController()`, and the same `resolve` checks the class of either.

  @MainActor
  extension TypedScene where Controller: UIViewController {
    /// A new controller of this scene, made by its storyboard (UIKit's
    /// `instantiateViewController(withIdentifier:)`, or `instantiateInitialViewController()` for
    /// the initial scene, typed); traps with a message naming the storyboard, the scene and both
    /// classes when the storyboard makes another class or has no initial controller.
    ///
    /// A storyboard without a scene of this identifier makes UIKit raise, as it always has.
    public func instantiate() -> Controller {
      SceneFailure.trapping(resolve(instantiated()))
    }

    /// A new controller of this scene, or nil when the storyboard makes another class or has no
    /// initial controller.
    public func instantiateIfMatching() -> Controller? {
      try? resolve(instantiated()).get()
    }

    /// A new controller of this scene made by `creator` (UIKit's
    /// `instantiateViewController(identifier:creator:)` or
    /// `instantiateInitialViewController(creator:)`), for controllers whose initializer takes
    /// more than the coder; traps like ``instantiate()``.
    /// - Parameter creator: Makes the controller from the storyboard's coder, typically with an
    ///   initializer that calls `init?(coder:)`; returning nil makes UIKit call `init?(coder:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiate(creator: @escaping (NSCoder) -> Controller?) -> Controller {
      // Asking UIKit for the base class leaves the check of the class to `resolve`, which
      // describes a mismatch; the creator's result is a `Controller` or nil.
      let storyboard = UIStoryboard(name: storyboardName, bundle: bundle)
      let controller: UIViewController? =
        if let identifier = sceneIdentifier {
          storyboard.instantiateViewController(identifier: identifier) {
            coder -> UIViewController? in creator(coder)
          }
        } else {
          storyboard.instantiateInitialViewController { coder -> UIViewController? in
            creator(coder)
          }
        }
      return SceneFailure.trapping(resolve(controller))
    }

    private func instantiated() -> UIViewController? {
      let storyboard = UIStoryboard(name: storyboardName, bundle: bundle)
      guard let identifier = sceneIdentifier else {
        return storyboard.instantiateInitialViewController()
      }
      return storyboard.instantiateViewController(withIdentifier: identifier)
    }
  }
#endif
