import Foundation

@preconcurrency @MainActor open class UIWindow: UIView {}
