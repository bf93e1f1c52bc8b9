/// The object whose `<connections>` hold a segue: the controller itself for a manual segue, or
/// a button, cell, bar button item, gesture recognizer, container view, menu item…
public struct SegueTrigger: Sendable, Hashable {
  /// The element name, such as `button` or `tableViewCell`.
  public var element: String
  /// The element's XML `id`, when it has one.
  public var id: String?
  public var location: TextLocation

  public init(element: String, id: String?, location: TextLocation) {
    self.element = element
    self.id = id
    self.location = location
  }
}
