import Foundation

@preconcurrency @MainActor open class NSViewController: NSResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open var title: String?
  open var parent: NSViewController? { fatalError("stub") }
  open var children: [NSViewController] = []
  open var presentingViewController: NSViewController? { fatalError("stub") }

  open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
  open func shouldPerformSegue(
    withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?
  ) -> Bool { true }
  open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}
