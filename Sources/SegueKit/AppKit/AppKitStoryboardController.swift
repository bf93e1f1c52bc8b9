#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The two AppKit classes a storyboard scene makes and a segue starts from:
  /// `NSViewController` and `NSWindowController`.
  ///
  /// SegueKit's typed scene and segue methods are written once for subclasses of either through
  /// this protocol. AppKit has no common base class with these methods: each class has its own
  /// `performSegue(withIdentifier:sender:)`, and the SDK's creator overloads of `NSStoryboard`
  /// are one for each class, which ``storyboardController(from:identifier:creator:)`` chooses.
  @MainActor
  public protocol AppKitStoryboardController: AnyObject {
    /// Performs the storyboard segue named `identifier` (the class's own method).
    func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)

    /// What `storyboard` makes from `creator` for the scene named `identifier` (the initial
    /// scene when nil), through the `NSStoryboard` creator overload for this base class, so that
    /// the check of the class stays with SegueKit. Apps call a scene's `instantiate(creator:)`.
    @available(macOS 10.15, *)
    static func storyboardController(
      from storyboard: NSStoryboard, identifier: NSStoryboard.SceneIdentifier?,
      creator: @escaping (NSCoder) -> Self?
    ) -> Any?
  }

  extension NSViewController: AppKitStoryboardController {
    /// What `storyboard` makes as a view controller from `creator` for the scene named
    /// `identifier`, the initial scene when nil.
    @available(macOS 10.15, *)
    public static func storyboardController(
      from storyboard: NSStoryboard, identifier: NSStoryboard.SceneIdentifier?,
      creator: @escaping (NSCoder) -> NSViewController?
    ) -> Any? {
      guard let identifier else {
        return storyboard.instantiateInitialController { coder -> NSViewController? in
          creator(coder)
        }
      }
      return storyboard.instantiateController(identifier: identifier) {
        coder -> NSViewController? in creator(coder)
      }
    }
  }

  extension NSWindowController: AppKitStoryboardController {
    /// What `storyboard` makes as a window controller from `creator` for the scene named
    /// `identifier`, the initial scene when nil.
    @available(macOS 10.15, *)
    public static func storyboardController(
      from storyboard: NSStoryboard, identifier: NSStoryboard.SceneIdentifier?,
      creator: @escaping (NSCoder) -> NSWindowController?
    ) -> Any? {
      guard let identifier else {
        return storyboard.instantiateInitialController { coder -> NSWindowController? in
          creator(coder)
        }
      }
      return storyboard.instantiateController(identifier: identifier) {
        coder -> NSWindowController? in creator(coder)
      }
    }
  }
#endif
