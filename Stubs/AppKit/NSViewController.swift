import Foundation

@preconcurrency @MainActor open class NSViewController: NSResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  // NSObject's `init` is imported as a convenience initializer beside the designated ones.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  open var title: String?
  open var parent: NSViewController? { fatalError("stub") }
  open var children: [NSViewController] = []
  open var presentingViewController: NSViewController? { fatalError("stub") }

  open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
  // Every imported method that returns a value is discardable.
  @discardableResult
  open func shouldPerformSegue(
    withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?
  ) -> Bool { true }
  open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}
