import Foundation

@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  open private(set) var identifier: String?
  open private(set) var source: UIViewController
  open private(set) var destination: UIViewController
  open func perform() {}
}
