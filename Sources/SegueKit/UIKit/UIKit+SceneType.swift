#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @MainActor
  extension SceneType where Controller: UIViewController {
    /// A new controller of this scene, made by its storyboard (UIKit's
    /// `instantiateViewController(withIdentifier:)`, typed); traps with a message naming the
    /// storyboard, the identifier and both classes when the storyboard makes another class.
    ///
    /// A storyboard without a scene of this identifier makes UIKit raise, as it always has.
    public func instantiate() -> Controller {
      SceneFailure.trapping(resolve(instantiated()))
    }

    /// A new controller of this scene, or nil when the storyboard makes another class.
    public func instantiateIfMatching() -> Controller? {
      try? resolve(instantiated()).get()
    }

    /// A new controller of this scene made by `creator` (UIKit's
    /// `instantiateViewController(identifier:creator:)`), for controllers whose initializer
    /// takes more than the coder; traps like ``instantiate()`` when the storyboard makes another
    /// class.
    /// - Parameter creator: Makes the controller from the storyboard's coder, typically with an
    ///   initializer that calls `init?(coder:)`; returning nil makes UIKit call `init?(coder:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiate(creator: @escaping (NSCoder) -> Controller?) -> Controller {
      // Asking UIKit for the base class leaves the check of the class to `resolve`, which
      // describes a mismatch; the creator's result is a `Controller` or nil.
      let controller = UIStoryboard(name: storyboardName, bundle: bundle)
        .instantiateViewController(identifier: identifier) { coder -> UIViewController? in
          creator(coder)
        }
      return SceneFailure.trapping(resolve(controller))
    }

    private func instantiated() -> UIViewController {
      UIStoryboard(name: storyboardName, bundle: bundle)
        .instantiateViewController(withIdentifier: identifier)
    }
  }

  @MainActor
  extension InitialSceneType where Controller: UIViewController {
    /// A new initial controller of the storyboard (UIKit's `instantiateInitialViewController()`,
    /// typed); traps with a message naming the storyboard and both classes when the storyboard
    /// makes another class or has no initial controller.
    public func instantiate() -> Controller {
      SceneFailure.trapping(resolve(instantiated()))
    }

    /// A new initial controller of the storyboard, or nil when it makes another class or has no
    /// initial controller.
    public func instantiateIfMatching() -> Controller? {
      try? resolve(instantiated()).get()
    }

    /// A new initial controller of the storyboard made by `creator` (UIKit's
    /// `instantiateInitialViewController(creator:)`); traps like ``instantiate()``.
    /// - Parameter creator: Makes the controller from the storyboard's coder, typically with an
    ///   initializer that calls `init?(coder:)`; returning nil makes UIKit call `init?(coder:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiate(creator: @escaping (NSCoder) -> Controller?) -> Controller {
      let controller = UIStoryboard(name: storyboardName, bundle: bundle)
        .instantiateInitialViewController { coder -> UIViewController? in creator(coder) }
      return SceneFailure.trapping(resolve(controller))
    }

    private func instantiated() -> UIViewController? {
      UIStoryboard(name: storyboardName, bundle: bundle).instantiateInitialViewController()
    }
  }
#endif
