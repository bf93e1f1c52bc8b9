/// The custom class a storyboard names for a controller or a segue, read the way Swift code
/// refers to it. It is decided here once, for every tool: how the class is spelled in Swift,
/// which module declares it, and whether that module is the target that builds the storyboard.
public struct ClassReference: Sendable, Hashable {
  /// How the storyboard spells the class.
  public enum Mangling: Sendable, Hashable {
    /// A plain class name, as written in Swift (`@objc` names included) and Objective-C.
    case none
    /// A Swift mangled name such as `_TtC5MyApp14ViewController`, which old storyboards hold
    /// for Swift classes, decoded into ``ClassReference/name`` and ``ClassReference/module``.
    case decoded
    /// A Swift mangled name this version cannot decode (a private or generic class, or a
    /// name with non-ASCII letters); ``ClassReference/name`` is then the spelling as written.
    case undecodable
  }

  /// The class as Swift code names it in its module: `ViewController`, or `Outer.Inner` for a
  /// class nested in another type.
  public var name: String
  /// The module that declares the class: the one a mangled name holds, else `customModule`;
  /// nil when the storyboard names none.
  public var module: String?
  /// Whether the class lives in the target that builds the storyboard
  /// (`customModuleProvider="target"`), so that code in that target needs no import for it.
  public var isInCurrentTarget: Bool
  /// `customClass` as the storyboard writes it.
  public var customClass: String
  /// Whether `customClass` is a Swift mangled name, and whether it was decoded.
  public var mangling: Mangling

  /// Reads a class from the `customClass`, `customModule` and `customModuleProvider`
  /// attributes; nil when there is no custom class (the attribute is absent or empty).
  public init?(customClass: String?, customModule: String?, customModuleProvider: String?) {
    guard let customClass, !customClass.isEmpty else { return nil }
    self.customClass = customClass
    isInCurrentTarget = customModuleProvider == "target"
    module = customModule?.isEmpty == false ? customModule : nil
    name = customClass
    mangling = .none
    if customClass.hasPrefix("_Tt") {
      if let decoded = SwiftMangledName(customClass) {
        name = decoded.typeNames.joined(separator: ".")
        module = decoded.module
        mangling = .decoded
      } else {
        mangling = .undecodable
      }
    }
  }
}
