import Foundation

@preconcurrency @MainActor open class NSTabViewController: NSViewController {
  open var tabViewItems: [NSTabViewItem] = []
  open var selectedTabViewItemIndex: Int = -1
}

@preconcurrency @MainActor open class NSTabViewItem: NSObject {
  open var viewController: NSViewController?
}
