#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The storyboard a typed scene names, and the controller it makes for an identified scene.
  enum AppKitScenes {
    static func storyboard<Controller>(of scene: SceneType<Controller>) -> NSStoryboard {
      NSStoryboard(name: scene.storyboardName, bundle: scene.bundle)
    }

    static func storyboard<Controller>(of scene: InitialSceneType<Controller>) -> NSStoryboard {
      NSStoryboard(name: scene.storyboardName, bundle: scene.bundle)
    }

    static func controller<Controller>(of scene: SceneType<Controller>) -> Any {
      storyboard(of: scene).instantiateController(withIdentifier: scene.identifier)
    }
  }
#endif
