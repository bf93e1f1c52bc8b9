// Linux has no Objective-C runtime, so `Selector` does not exist there; the SDK's is a struct.
public struct Selector: Hashable, Sendable {
  public init(_ name: String) { self.name = name }
  let name: String
}
