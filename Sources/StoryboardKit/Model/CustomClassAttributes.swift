/// The `customClass`, `customModule` and `customModuleProvider` attributes as a storyboard
/// writes them, on a controller, a segue, or any other element that names a custom class
/// (``CustomObject``): one value, read once by the parser, from which ``reference`` reads the
/// class the way Swift code refers to it.
public struct CustomClassAttributes: Sendable, Hashable {
  /// `customClass`, as written.
  public var customClass: String?
  /// `customModule`, as written.
  public var customModule: String?
  /// `customModuleProvider`; `"target"` means the class lives in the current target.
  public var customModuleProvider: String?

  public init(
    customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil
  ) {
    self.customClass = customClass
    self.customModule = customModule
    self.customModuleProvider = customModuleProvider
  }

  /// The custom class as Swift code refers to it; nil without a custom class (the attribute
  /// absent or empty).
  public var reference: ClassReference? {
    ClassReference(
      customClass: customClass, customModule: customModule,
      customModuleProvider: customModuleProvider)
  }
}
