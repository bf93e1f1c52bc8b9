#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The storyboard a typed scene names, and the controller it makes for the scene.
  enum AppKitScenes {
    static func storyboard<Scene: TypedScene>(of scene: Scene) -> NSStoryboard {
      NSStoryboard(name: scene.storyboardName, bundle: scene.bundle)
    }

    /// The controller the storyboard makes for `scene`, nil when an initial scene's storyboard
    /// has no initial controller.
    static func controller<Scene: TypedScene>(of scene: Scene) -> Any? {
      let storyboard = storyboard(of: scene)
      guard let identifier = scene.sceneIdentifier else {
        return storyboard.instantiateInitialController()
      }
      return storyboard.instantiateController(withIdentifier: identifier)
    }
  }
#endif
