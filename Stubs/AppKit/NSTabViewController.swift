import Foundation

@preconcurrency @MainActor open class NSTabViewController: NSViewController {
  open var tabViewItems: [NSTabViewItem] = []
  open var selectedTabViewItemIndex: Int = -1
}

// Not main-actor isolated in the SDK.
open class NSTabViewItem: NSObject {
  open var viewController: NSViewController?
}
