/// An element inside a scene, other than its controller and segues, that names a custom
/// class: a view, a cell, a gesture recognizer, a bar item, an `<customObject>` (AppKit's app
/// delegate), a placeholder. Interface Builder instantiates the class when the scene loads.
public struct CustomObject: Sendable, Hashable, NamesCustomClass {
  /// The XML element name, such as `tableViewCell`.
  public var element: String
  /// The XML `id`.
  public var id: String?
  /// `customClass`, `customModule` and `customModuleProvider`, as written; the parser keeps
  /// only elements with a custom class.
  public var classAttributes: CustomClassAttributes
  /// Where the element's start tag begins.
  public var location: TextLocation

  public init(
    element: String, id: String?, customClass: String, customModule: String? = nil,
    customModuleProvider: String? = nil, location: TextLocation
  ) {
    self.init(
      element: element, id: id,
      classAttributes: CustomClassAttributes(
        customClass: customClass, customModule: customModule,
        customModuleProvider: customModuleProvider),
      location: location)
  }

  public init(
    element: String, id: String?, classAttributes: CustomClassAttributes, location: TextLocation
  ) {
    self.element = element
    self.id = id
    self.classAttributes = classAttributes
    self.location = location
  }

  /// `customClass`, as written; ``classReference`` reads it.
  public var customClass: String {
    get { classAttributes.customClass ?? "" }
    set { classAttributes.customClass = newValue }
  }
}
