import Foundation

@preconcurrency @MainActor open class NSWindowController: NSResponder {
  public init(window: NSWindow?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  // NSObject's `init` is imported as a convenience initializer beside the designated ones.
  public convenience override init() { self.init(window: nil) }

  open var window: NSWindow?
  open var contentViewController: NSViewController?

  open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
  @discardableResult
  open func shouldPerformSegue(
    withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?
  ) -> Bool { true }
  open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}
