import Foundation

// Not main-actor isolated in the SDK, unlike the controllers it makes. The designated
// initializer is internal so that, as in the SDK, only `init(name:bundle:)` makes a storyboard.
open class NSStoryboard: NSObject {
  public typealias Name = String
  public typealias SceneIdentifier = String

  init(stub: Void) { super.init() }

  // `+storyboardWithName:bundle:`, imported as a convenience initializer.
  public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
    self.init(stub: ())
  }

  @discardableResult
  open func instantiateInitialController() -> Any? { nil }
  // Raises NSInvalidArgumentException when no scene has the identifier.
  @discardableResult
  open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
    fatalError("stub")
  }
}

// The creator variants come from the SDK's Swift overlay: one overload for view controllers and
// one for window controllers, generic, not `@discardableResult`, introduced in macOS 10.15. A
// creator returning nil makes AppKit call `init(coder:)`.
extension NSStoryboard {
  @available(macOS 10.15, *)
  public func instantiateInitialController<Controller: NSViewController>(
    creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller? { nil }

  @available(macOS 10.15, *)
  public func instantiateInitialController<Controller: NSWindowController>(
    creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller? { nil }

  @available(macOS 10.15, *)
  public func instantiateController<Controller: NSViewController>(
    identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller { fatalError("stub") }

  @available(macOS 10.15, *)
  public func instantiateController<Controller: NSWindowController>(
    identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller { fatalError("stub") }
}
