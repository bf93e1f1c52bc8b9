import Foundation

@preconcurrency @MainActor open class UIResponder: NSObject {
  override public init() { super.init() }
}
