import Foundation

@preconcurrency @MainActor open class NSWindowController: NSResponder {
  public required init?(coder: NSCoder) { super.init() }

  open var contentViewController: NSViewController?

  open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
  open func shouldPerformSegue(
    withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?
  ) -> Bool { true }
  open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}
