import Foundation

// Not main-actor isolated in the SDK, unlike the controllers it connects.
open class NSStoryboardSegue: NSObject {
  public typealias Identifier = String

  public init(
    identifier: NSStoryboardSegue.Identifier, source sourceController: Any,
    destination destinationController: Any
  ) {
    self.identifier = identifier
    self.sourceController = sourceController
    self.destinationController = destinationController
  }

  open private(set) var identifier: NSStoryboardSegue.Identifier?
  open private(set) var sourceController: Any
  open private(set) var destinationController: Any
  open func perform() {}
}
