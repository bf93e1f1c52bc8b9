/// An `<exit>` placeholder: the destination of the scene's unwind segues.
public struct ExitPlaceholder: Sendable, Hashable {
  public var id: String
  public var userLabel: String?
  public var location: SourceLocation

  public init(id: String, userLabel: String? = nil, location: SourceLocation) {
    self.id = id
    self.userLabel = userLabel
    self.location = location
  }
}
