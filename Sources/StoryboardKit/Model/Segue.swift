/// A `<segue>` element with a `kind`. Its source is always the controller of the scene it sits
/// in, whatever object in the scene triggers it.
public struct Segue: Sendable, Hashable, NamesCustomClass {
  /// The XML `id`.
  public var id: String?
  public var kind: SegueKind
  /// `identifier`; may be present and empty.
  public var identifier: String?
  /// The id of a controller, a storyboard reference placeholder or an exit placeholder.
  public var destination: String?
  /// `relationship`, such as `rootViewController`, for relationship segues.
  public var relationship: String?
  /// The id of the scene's controller: the segue's source.
  public var sourceControllerID: String?
  /// The object whose `<connections>` hold the segue.
  public var trigger: SegueTrigger
  /// The custom segue class (allowed on custom and built-in kinds), its module and provider,
  /// as written.
  public var classAttributes: CustomClassAttributes
  /// The rest of the segue's attributes that matter to tools.
  public var details: SegueDetails
  /// Where the `<segue` tag begins.
  public var location: TextLocation

  public init(
    id: String?, kind: SegueKind, identifier: String? = nil, destination: String? = nil,
    relationship: String? = nil, sourceControllerID: String?, trigger: SegueTrigger,
    customClass: String? = nil, customModule: String? = nil,
    customModuleProvider: String? = nil, details: SegueDetails = SegueDetails(),
    location: TextLocation
  ) {
    self.id = id
    self.kind = kind
    self.identifier = identifier
    self.destination = destination
    self.relationship = relationship
    self.sourceControllerID = sourceControllerID
    self.trigger = trigger
    classAttributes = CustomClassAttributes(
      customClass: customClass, customModule: customModule,
      customModuleProvider: customModuleProvider)
    self.details = details
    self.location = location
  }

  /// The identifier when it is present and not empty.
  public var usableIdentifier: String? {
    guard let identifier, !identifier.isEmpty else { return nil }
    return identifier
  }

  /// The custom segue class, as written; ``classReference`` reads it.
  public var customClass: String? {
    get { classAttributes.customClass }
    set { classAttributes.customClass = newValue }
  }

  /// Whether the segue is drawn from the controller itself, so only code can perform it.
  public var isManual: Bool {
    trigger.id != nil && trigger.id == sourceControllerID
  }
}
