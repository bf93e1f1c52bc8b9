import Foundation

@preconcurrency @MainActor open class UIPresentationController: NSObject {
  open var presentedViewController: UIViewController { fatalError("stub") }
  open var presentingViewController: UIViewController { fatalError("stub") }
}

@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
  open var barButtonItem: UIBarButtonItem?
}
