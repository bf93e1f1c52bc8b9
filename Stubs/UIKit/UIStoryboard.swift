import Foundation

// `@MainActor` in the SDK. The designated initializer is internal so that, as in the SDK, only
// `init(name:bundle:)` makes a storyboard.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
  init(stub: Void) { super.init() }

  // `+storyboardWithName:bundle:`, imported as a convenience initializer.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.init(stub: ())
  }

  @discardableResult
  open func instantiateInitialViewController() -> UIViewController? { nil }
  // Raises NSInvalidArgumentException when no scene has the identifier.
  @discardableResult
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    fatalError("stub")
  }
}

// The creator variants come from the SDK's Swift overlay: generic, not `@discardableResult`, and
// introduced in iOS 13 and tvOS 13. A creator returning nil makes UIKit call `init(coder:)`.
extension UIStoryboard {
  @available(iOS 13.0, tvOS 13.0, *)
  @MainActor @preconcurrency
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? { nil }

  @available(iOS 13.0, tvOS 13.0, *)
  @MainActor @preconcurrency
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController { fatalError("stub") }
}
