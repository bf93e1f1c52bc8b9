import SourceIndex
import StoryboardKit

/// How generated code names the custom classes of controllers and segues: which can be named
/// in Swift, and which module each must be imported from; with `--sources`, which Swift can
/// see (``ClassChecker``).
struct ClassNamer: Sendable {
  /// The module the code is compiled into: its classes need no import.
  let currentModule: String?
  /// The check of `--sources`; nil without them.
  var checker: ClassChecker? = nil

  /// Modules every generated file imports (the framework for its platform and SegueKit).
  static let alwaysImported: Set<String> = ["SegueKit", "UIKit", "AppKit", "Foundation"]

  /// The class to extend for the segues of a scene of the storyboard at `path` whose
  /// controller is `controller`.
  func sourceType(of controller: Controller?, inStoryboardAt path: String? = nil)
    -> Result<TypeName, SkipReason>
  {
    guard let reference = controller?.classReference else {
      return .failure(.sourceWithoutCustomClass)
    }
    guard isNameable(reference) else { return .failure(.sourceClassNotAnIdentifier) }
    guard let type = nameableType(of: reference, inStoryboardAt: path) else {
      return .failure(.moduleNotAnIdentifier)
    }
    return .success(type)
  }

  /// The class `reference` names in the storyboard at `path`, as generated code spells it;
  /// nil when its name or its module is not a Swift identifier.
  func type(of reference: ClassReference, inStoryboardAt path: String? = nil) -> TypeName? {
    isNameable(reference) ? nameableType(of: reference, inStoryboardAt: path) : nil
  }

  /// Why code must not name the class of `reference` (see ``ClassChecker``); nil when it may,
  /// and always without `--sources`. Only a nameable class is checked.
  func hidden(
    _ reference: ClassReference, of element: String, fallback: TypeName,
    inStoryboardAt path: String
  ) -> HiddenClass? {
    guard let checker, isNameable(reference) else { return nil }
    return checker.hidden(
      reference, of: element, fallback: fallback.name, inStoryboardAt: path)
  }

  /// The class a reference with a nameable class names; nil when its module is not a Swift
  /// identifier.
  private func nameableType(of reference: ClassReference, inStoryboardAt path: String?)
    -> TypeName?
  {
    let name = reference.name
    guard !reference.isInCurrentTarget, let module = reference.module else {
      return TypeName(name: name, module: nil)
    }
    // Classes of the frameworks and of SegueKit come with the imports every file has.
    if Self.alwaysImported.contains(module) {
      var type = TypeName.framework(name)
      type.isSegueKit = module == "SegueKit"
      return type
    }
    if module == currentModule { return TypeName(name: name, module: nil) }
    // The sources show which module is the app's own, as lint reads it.
    if let checker, let path, checker.isAppModule(module, inStoryboardAt: path) {
      return TypeName(name: name, module: nil)
    }
    guard SwiftIdentifier.isValid(module) else { return nil }
    let shadowed = checker?.currentModuleDeclares(name, inStoryboardAt: path ?? "") ?? false
    return TypeName(name: name, module: module, isShadowed: shadowed)
  }

  /// Whether Swift code can name the class: a plain identifier, or a mangled name that was
  /// decoded into one.
  private func isNameable(_ reference: ClassReference) -> Bool {
    reference.mangling != .undecodable && SwiftIdentifier.isValid(reference.name)
  }

  /// The warning for a controller whose class `sourceType(of:)` refused for `reason`.
  func refusal(of controller: Controller, reason: SkipReason, path: String) -> Diagnostic {
    let name = SwiftStringLiteral.quoted(controller.customClass ?? "")
    let module = SwiftStringLiteral.quoted(controller.customModule ?? "")
    let message =
      if reason == .moduleNotAnIdentifier {
        "The module \(module) of custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      } else if controller.classReference?.mangling == .undecodable {
        "The custom class \(name) is a Swift mangled name that cannot be decoded, so no code is generated for its segues."
      } else {
        "The custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      }
    return Diagnostic(
      path: path, location: controller.location, severity: .warning, message: message)
  }
}
