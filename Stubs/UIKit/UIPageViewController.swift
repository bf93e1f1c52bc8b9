// A scene element (`pageViewController`), on iOS and tvOS; no members beyond what it inherits.
@preconcurrency @MainActor open class UIPageViewController: UIViewController {}
