import Foundation

@preconcurrency @MainActor open class NSWindow: NSResponder {
  open var contentViewController: NSViewController?
}
