@preconcurrency @MainActor open class UIPresentationController: NSObject {
  open var presentedViewController: UIViewController { fatalError("stub") }
  open var presentingViewController: UIViewController { fatalError("stub") }
}

@available(tvOS, unavailable)
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
  open var barButtonItem: UIBarButtonItem?
}
