#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  @MainActor
  extension InitialSceneType where Controller: NSViewController {
    /// A new initial controller of the storyboard (AppKit's `instantiateInitialController()`,
    /// typed); traps with a message naming the storyboard and both classes when the storyboard
    /// makes another class or has no initial controller.
    public func instantiate() -> Controller {
      SceneFailure.trapping(
        resolve(AppKitScenes.storyboard(of: self).instantiateInitialController()))
    }

    /// A new initial controller of the storyboard, or nil when it makes another class or has no
    /// initial controller.
    public func instantiateIfMatching() -> Controller? {
      try? resolve(AppKitScenes.storyboard(of: self).instantiateInitialController()).get()
    }

    /// A new initial controller of the storyboard made by `creator` (AppKit's
    /// `instantiateInitialController(creator:)`); traps like ``instantiate()``.
    /// - Parameter creator: Makes the controller from the storyboard's coder, typically with an
    ///   initializer that calls `init?(coder:)`; returning nil makes AppKit call `init?(coder:)`.
    @available(macOS 10.15, *)
    public func instantiate(creator: @escaping (NSCoder) -> Controller?) -> Controller {
      let controller = AppKitScenes.storyboard(of: self)
        .instantiateInitialController { coder -> NSViewController? in creator(coder) }
      return SceneFailure.trapping(resolve(controller))
    }
  }

  @MainActor
  extension InitialSceneType where Controller: NSWindowController {
    /// A new initial window controller of the storyboard (AppKit's
    /// `instantiateInitialController()`, typed); traps with a message naming the storyboard and
    /// both classes when the storyboard makes another class or has no initial controller.
    public func instantiate() -> Controller {
      SceneFailure.trapping(
        resolve(AppKitScenes.storyboard(of: self).instantiateInitialController()))
    }

    /// A new initial window controller of the storyboard, or nil when it makes another class or
    /// has no initial controller.
    public func instantiateIfMatching() -> Controller? {
      try? resolve(AppKitScenes.storyboard(of: self).instantiateInitialController()).get()
    }

    /// A new initial window controller of the storyboard made by `creator` (AppKit's
    /// `instantiateInitialController(creator:)`); traps like ``instantiate()``.
    /// - Parameter creator: Makes the window controller from the storyboard's coder, typically
    ///   with an initializer that calls `init?(coder:)`; returning nil makes AppKit call
    ///   `init?(coder:)`.
    @available(macOS 10.15, *)
    public func instantiate(creator: @escaping (NSCoder) -> Controller?) -> Controller {
      let controller = AppKitScenes.storyboard(of: self)
        .instantiateInitialController { coder -> NSWindowController? in creator(coder) }
      return SceneFailure.trapping(resolve(controller))
    }
  }
#endif
