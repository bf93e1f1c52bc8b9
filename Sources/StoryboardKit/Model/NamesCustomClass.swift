/// An element that can name a custom class (``Controller``, ``Segue``, ``CustomObject``): its
/// attributes are one ``CustomClassAttributes`` value, which these accessors read and write.
public protocol NamesCustomClass {
  /// The `customClass`, `customModule` and `customModuleProvider` attributes.
  var classAttributes: CustomClassAttributes { get set }
}

extension NamesCustomClass {
  /// `customModule`, as written.
  public var customModule: String? {
    get { classAttributes.customModule }
    set { classAttributes.customModule = newValue }
  }

  /// `customModuleProvider`; `"target"` means the class lives in the current target.
  public var customModuleProvider: String? {
    get { classAttributes.customModuleProvider }
    set { classAttributes.customModuleProvider = newValue }
  }

  /// The custom class as Swift code refers to it; nil without a custom class.
  public var classReference: ClassReference? { classAttributes.reference }
}
