#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The storyboard a typed scene names, and the controller it makes for an identified scene.
  enum AppKitScenes {
    static func storyboard<Storyboard, Controller>(
      of scene: SceneType<Storyboard, Controller>
    ) -> NSStoryboard {
      NSStoryboard(name: scene.storyboardName, bundle: scene.bundle)
    }

    static func storyboard<Storyboard, Controller>(
      of scene: InitialSceneType<Storyboard, Controller>
    ) -> NSStoryboard {
      NSStoryboard(name: scene.storyboardName, bundle: scene.bundle)
    }

    static func controller<Storyboard, Controller>(
      of scene: SceneType<Storyboard, Controller>
    ) -> Any {
      storyboard(of: scene).instantiateController(withIdentifier: scene.identifier)
    }
  }
#endif
