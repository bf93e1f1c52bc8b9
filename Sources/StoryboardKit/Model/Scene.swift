/// A `<scene>`: one controller with its exits and every segue found anywhere inside it.
public struct Scene: Sendable, Hashable {
  /// `sceneID`.
  public var id: String?
  /// The scene's controller; nil for a scene with none (seen in broken or odd files).
  public var controller: Controller?
  public var exits: [ExitPlaceholder]
  /// Every segue in the scene, in document order; their source is ``controller``.
  public var segues: [Segue]
  /// Every other element of the scene that names a custom class (views, cells, objects), in
  /// document order.
  public var customObjects: [CustomObject]
  public var location: TextLocation

  public init(
    id: String?, controller: Controller?, exits: [ExitPlaceholder] = [], segues: [Segue] = [],
    customObjects: [CustomObject] = [], location: TextLocation
  ) {
    self.id = id
    self.controller = controller
    self.exits = exits
    self.segues = segues
    self.customObjects = customObjects
    self.location = location
  }
}
