import Foundation

@preconcurrency @MainActor open class NSResponder: NSObject {
  override public init() { super.init() }
}
