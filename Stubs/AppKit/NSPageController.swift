import Foundation

// A scene element (`pagecontroller`); no members beyond what it inherits.
@preconcurrency @MainActor open class NSPageController: NSViewController {}
