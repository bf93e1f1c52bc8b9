/// A scene's controller: the element with `sceneMemberID="viewController"`, or on watchOS the
/// first controller element of the scene's `<objects>`.
public struct Controller: Sendable, Hashable, NamesCustomClass {
  /// The XML element name, such as `navigationController`.
  public var element: String {
    didSet { kind = ControllerKind(element: element) }
  }
  /// What the controller is, from its element name; classified once, as the graph and the
  /// commands ask for every controller's kind.
  public private(set) var kind: ControllerKind
  /// The XML `id`, which segues name as their destination.
  public var id: String
  /// `customClass`, `customModule` and `customModuleProvider`, as written.
  public var classAttributes: CustomClassAttributes
  /// `storyboardIdentifier` (watchOS: `identifier`), used by `instantiateViewController`.
  public var storyboardIdentifier: String?
  public var title: String?
  public var userLabel: String?
  /// Set when the element is a storyboard reference placeholder.
  public var reference: StoryboardReference?
  /// Where the element's start tag begins.
  public var location: TextLocation
  /// A split view controller's column style as written: `style` (`doubleColumn`,
  /// `tripleColumn`), or `doubleColumn` for `allowDoubleColumnStyle="YES"`; nil when the
  /// storyboard names none (a classic split view, unless its relationships name a
  /// supplementary or compact column).
  public var splitStyle: String?

  public init(
    element: String, id: String, customClass: String? = nil, customModule: String? = nil,
    customModuleProvider: String? = nil, storyboardIdentifier: String? = nil,
    title: String? = nil, userLabel: String? = nil, reference: StoryboardReference? = nil,
    location: TextLocation
  ) {
    self.element = element
    kind = ControllerKind(element: element)
    self.id = id
    classAttributes = CustomClassAttributes(
      customClass: customClass, customModule: customModule,
      customModuleProvider: customModuleProvider)
    self.storyboardIdentifier = storyboardIdentifier
    self.title = title
    self.userLabel = userLabel
    self.reference = reference
    self.location = location
  }

  /// `customClass`, as written; ``classReference`` reads it.
  public var customClass: String? {
    get { classAttributes.customClass }
    set { classAttributes.customClass = newValue }
  }

  /// A short name for people: the custom class, else the storyboard identifier, else the
  /// user label or title, else the element name.
  public var displayName: String {
    customClass ?? storyboardIdentifier ?? userLabel ?? title ?? element
  }
}
