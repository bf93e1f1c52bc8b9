import Foundation

@preconcurrency @MainActor open class NSSplitViewController: NSViewController {
  open var splitViewItems: [NSSplitViewItem] = []
}

@preconcurrency @MainActor open class NSSplitViewItem: NSObject {
  open var viewController: NSViewController { fatalError("stub") }
}
