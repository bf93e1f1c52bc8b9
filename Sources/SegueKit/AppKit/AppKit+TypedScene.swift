#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  // A storyboard scene is a view controller or a window controller, with an identifier or the
  // initial one; each gets the same methods. The creator variant calls AppKit's overload for the
  // base class, so the check of the class stays with `resolve`. Only for a window controller
  // scene expected as a view controller (or the reverse) does AppKit's overload, not SegueKit,
  // decide what happens.

  @MainActor
  extension TypedScene where Controller: AppKitStoryboardController {
    /// A new controller of this scene, made by its storyboard (AppKit's
    /// `instantiateController(withIdentifier:)`, or `instantiateInitialController()` for the
    /// initial scene, typed); traps with a message naming the storyboard, the scene and both
    /// classes when the storyboard makes another class or has no initial controller.
    ///
    /// A storyboard without a scene of this identifier makes AppKit raise, as it always has.
    public func instantiate() -> Controller {
      SceneFailure.trapping(resolve(AppKitScenes.controller(of: self)))
    }

    /// A new controller of this scene, or nil when the storyboard makes another class or has no
    /// initial controller.
    public func instantiateIfMatching() -> Controller? {
      try? resolve(AppKitScenes.controller(of: self)).get()
    }

    /// A new controller of this scene made by `creator` (AppKit's
    /// `instantiateController(identifier:creator:)` or `instantiateInitialController(creator:)`),
    /// for controllers whose initializer takes more than the coder; traps like ``instantiate()``.
    /// - Parameter creator: Makes the controller from the storyboard's coder, typically with an
    ///   initializer that calls `init?(coder:)`; returning nil makes AppKit call `init?(coder:)`.
    @available(macOS 10.15, *)
    public func instantiate(creator: @escaping (NSCoder) -> Controller?) -> Controller {
      let controller = Controller.storyboardController(
        from: AppKitScenes.storyboard(of: self), identifier: sceneIdentifier, creator: creator)
      return SceneFailure.trapping(resolve(controller))
    }
  }
#endif
