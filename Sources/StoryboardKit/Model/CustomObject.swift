/// An element inside a scene, other than its controller and segues, that names a custom
/// class: a view, a cell, a gesture recognizer, a bar item, an `<customObject>` (AppKit's app
/// delegate), a placeholder. Interface Builder instantiates the class when the scene loads.
public struct CustomObject: Sendable, Hashable {
  /// The XML element name, such as `tableViewCell`.
  public var element: String
  /// The XML `id`.
  public var id: String?
  /// `customClass`, as written; ``classReference`` reads it.
  public var customClass: String
  /// `customModule`, as written.
  public var customModule: String?
  /// `customModuleProvider`; `"target"` means the class lives in the current target.
  public var customModuleProvider: String?
  /// Where the element's start tag begins.
  public var location: TextLocation

  public init(
    element: String, id: String?, customClass: String, customModule: String? = nil,
    customModuleProvider: String? = nil, location: TextLocation
  ) {
    self.element = element
    self.id = id
    self.customClass = customClass
    self.customModule = customModule
    self.customModuleProvider = customModuleProvider
    self.location = location
  }

  /// The custom class as Swift code refers to it; nil when `customClass` is empty.
  public var classReference: ClassReference? {
    ClassReference(
      customClass: customClass, customModule: customModule,
      customModuleProvider: customModuleProvider)
  }
}
