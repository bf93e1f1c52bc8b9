/// An `<exit>` placeholder: the destination of the scene's unwind segues.
public struct ExitPlaceholder: Sendable, Hashable {
  public var id: String
  public var userLabel: String?
  public var location: TextLocation

  public init(id: String, userLabel: String? = nil, location: TextLocation) {
    self.id = id
    self.userLabel = userLabel
    self.location = location
  }
}
