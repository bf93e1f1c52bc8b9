import Foundation

@preconcurrency @MainActor open class NSSplitViewController: NSViewController {
  open var splitViewItems: [NSSplitViewItem] = []
}

// Not main-actor isolated in the SDK.
open class NSSplitViewItem: NSObject {
  open var viewController: NSViewController { fatalError("stub") }
}
